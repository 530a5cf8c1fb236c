#!/usr/bin/env bash
# `make artifactbundle`: the prebuilt `puente` as a SwiftPM artifact bundle (SE-0305), for a
# release to attach, so that a package or plugin can use `.binaryTarget(url:checksum:)`
# instead of compiling the analyzer in the user's build. On Linux the variant is the
# static executable `make release` builds (x86_64 or aarch64, as the machine is); on a
# Mac, one universal binary for arm64 and x86_64. Writes .build/puente.artifactbundle.zip
# and prints its checksum (what `.binaryTarget` takes).
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
version=$(sed -n 's/^let toolVersion = "\(.*\)"$/\1/p' Sources/PuenteCLI/PuenteCLI.swift)
bundle=.build/puente.artifactbundle
rm -rf "$bundle" "$bundle.zip"
case "$(uname -s)" in
  Linux)
    make --no-print-directory release >/dev/null
    variant="puente-$version-linux-gnu"
    triples="\"$(uname -m)-unknown-linux-gnu\""
    binary=${RELEASE_BIN:-.build/static/release}/puente
    ;;
  Darwin)
    "$SWIFT" build -c release --product puente --arch arm64 --arch x86_64 -Xswiftc -enforce-exclusivity=unchecked >/dev/null
    variant="puente-$version-macos"
    triples='"arm64-apple-macosx", "x86_64-apple-macosx"'
    binary=.build/apple/Products/Release/puente
    ;;
  *)
    echo "artifactbundle: no variant for $(uname -s)" >&2
    exit 2
    ;;
esac
mkdir -p "$bundle/$variant/bin"
install -s -m 755 "$binary" "$bundle/$variant/bin/puente"
cat >"$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "puente": {
      "version": "$version",
      "type": "executable",
      "variants": [
        { "path": "$variant/bin/puente", "supportedTriples": [$triples] }
      ]
    }
  }
}
JSON
(cd .build && zip -qr puente.artifactbundle.zip puente.artifactbundle)
"$bundle/$variant/bin/puente" --version
echo "artifactbundle: .build/puente.artifactbundle.zip, checksum $("$SWIFT" package compute-checksum .build/puente.artifactbundle.zip)"
