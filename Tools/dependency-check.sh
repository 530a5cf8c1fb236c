#!/usr/bin/env bash
# `make dependency-check`: this repository used the way another package uses it, as a
# versioned dependency. SwiftPM refuses a package resolved by version whose targets carry
# unsafe build flags ("contains unsafe build flags"), which a build of this repository by
# itself never shows. So: HEAD is fetched into a throw-away repository and tagged 0.1.0, a
# throw-away package depends on it with `.package(url: "file://…", from: "0.1.0")`, and
# is built in release and run, with the build tool plugin on its target (a finding shows
# as a warning and fails nothing) and the command plugin (`swift package puente scan`); a
# second package depends on this folder by `path:` and runs the command plugin. Offline (a `file://` URL), and everything, SwiftPM's
# caches included, lives in one temporary folder that is removed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
SWIFT=${SWIFT:-swift}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The committed HEAD, alone in a repository of its own, with one version tag. (Named
# PuenteScan: SwiftPM names a package fetched by URL after the URL's last component.)
upstream="$work/PuenteScan"
git init -q "$upstream"
git -C "$upstream" fetch -q "$root" HEAD
git -C "$upstream" -c advice.detachedHead=false checkout -q FETCH_HEAD
git -C "$upstream" tag 0.1.0

consumer="$work/Consumer"
mkdir -p "$consumer/Sources/Consumer"
cat >"$consumer/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Consumer",
  dependencies: [.package(url: "file://$upstream", from: "0.1.0")],
  targets: [
    .executableTarget(
      name: "Consumer",
      dependencies: [
        .product(name: "PuenteLexer", package: "PuenteScan"),
        .product(name: "PuenteRules", package: "PuenteScan"),
      ],
      plugins: [.plugin(name: "PuenteBuildToolPlugin", package: "PuenteScan")])
  ]
)
MANIFEST
cat >"$consumer/Sources/Consumer/main.swift" <<'SOURCE'
import PuenteLexer
import PuenteRules

// Both products: the lexer's tokens, and a finding of the engine's rules.
let text = "let h = UIHostingController(rootView: V())\n"
let source = MemorySource(files: ["A.swift": Array(text.utf8)])
let report = try Engine(configuration: .default).scan(source)
print(Lexer.tokenize(text).count, report.findings.map(\.ruleID).joined(separator: ","))
SOURCE
# A bridge the build tool plugin reports (a stand-in type: there is no UIKit here).
cat >"$consumer/Sources/Consumer/Bridge.swift" <<'SOURCE'
final class UIHostingController<Content> { init(rootView: Content) {} }
func makeScreen() -> AnyObject { UIHostingController(rootView: 1) }
SOURCE

swiftpm=(--package-path "$consumer" --scratch-path "$work/build" --cache-path "$work/cache"
  --config-path "$work/config" --security-path "$work/security" --manifest-cache local -c release)
echo "== building a package that depends on this one by version (file://…, from: \"0.1.0\"), in release"
if ! "$SWIFT" build "${swiftpm[@]}" >"$work/build.log" 2>&1; then
  cat "$work/build.log" >&2
  echo "dependency-check: FAILED: a package depending on this repository by version does not build" >&2
  exit 1
fi
found=$("$SWIFT" run --skip-build "${swiftpm[@]}" Consumer)
# (The line's 11 tokens, and its one finding.)
if [ "$found" != "11 hosting-outside-adapter" ]; then
  echo "dependency-check: FAILED: the dependent package ran but printed \`$found\`" >&2
  exit 1
fi
if ! grep -q "Bridge.swift:2:34: warning: \`UIHostingController\` used outside the adapter layer" "$work/build.log"; then
  cat "$work/build.log" >&2
  echo "dependency-check: FAILED: the build tool plugin showed no finding as a diagnostic" >&2
  exit 1
fi

# The command plugin, by version and by path: the package folder is the root.
plugin_scan() {  # plugin_scan PACKAGE: `swift package puente scan` there, its output and status
  local status=0
  "$SWIFT" package --package-path "$1" --scratch-path "$work/build-$(basename "$1")" --cache-path "$work/cache" \
    --config-path "$work/config" --security-path "$work/security" --manifest-cache local \
    puente scan >"$work/plugin.log" 2>&1 || status=$?
  if [ "$status" = 0 ] || ! grep -q "1 finding (1 error, 0 warnings)" "$work/plugin.log"; then
    cat "$work/plugin.log" >&2
    echo "dependency-check: FAILED: \`swift package puente scan\` in $1 did not report the bridge" >&2
    exit 1
  fi
}
echo "== the command plugin: swift package puente scan (by version, then by path)"
plugin_scan "$consumer"
by_path="$work/ByPath"
mkdir -p "$by_path/Sources/ByPath"
cp "$consumer/Sources/Consumer/Bridge.swift" "$by_path/Sources/ByPath/Bridge.swift"
cat >"$by_path/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "ByPath",
  dependencies: [.package(path: "$root")],
  targets: [.target(name: "ByPath")]
)
MANIFEST
plugin_scan "$by_path"
echo "dependency-check: ok (resolved 0.1.0, built in release, found $found; the build tool plugin's warning; swift package puente scan by version and by path)"
