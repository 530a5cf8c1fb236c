#!/usr/bin/env bash
# `make dependency-check`: this repository used the way another package uses it, as a
# versioned dependency. SwiftPM refuses a package resolved by version whose targets carry
# unsafe build flags ("contains unsafe build flags"), which a build of this repository by
# itself never shows. So: HEAD is fetched into a throw-away repository and tagged 0.1.0, a
# throw-away package depends on it with `.package(url: "file://…", from: "0.1.0")`, and
# is built in release and run. Offline (a `file://` URL), and everything, SwiftPM's
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
      ])
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
echo "dependency-check: ok (resolved 0.1.0, built in release, found $found)"
