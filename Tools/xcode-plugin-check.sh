#!/usr/bin/env bash
# `make xcode-plugin-check`: the build tool plugin's Xcode branch (`#if
# canImport(XcodeProjectPlugin)`), which only Xcode on macOS compiles, type-checked here
# against a stand-in for that module (Tools/xcode-plugin-check/XcodeProjectPlugin.swift:
# the interface the plugin uses, as Apple documents it) and the toolchain's own
# PackagePlugin. It catches a slip in our code, not a change in Apple's interface.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFTC=${SWIFTC:-swiftc}
plugin_api=$(dirname "$(dirname "$(command -v "$SWIFTC")")")/lib/swift/pm/PluginAPI
[ -e "$plugin_api/PackagePlugin.swiftmodule" ] || { echo "xcode-plugin-check: no PackagePlugin module at $plugin_api" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$SWIFTC" -emit-module -module-name XcodeProjectPlugin -parse-as-library -package-description-version 6.0 -I "$plugin_api" \
  -emit-module-path "$work/XcodeProjectPlugin.swiftmodule" Tools/xcode-plugin-check/XcodeProjectPlugin.swift
"$SWIFTC" -typecheck -module-name PuenteBuildToolPlugin -parse-as-library -package-description-version 6.0 -I "$plugin_api" -I "$work" \
  Plugins/PuenteBuildToolPlugin/plugin.swift
# (The stand-in makes `canImport(XcodeProjectPlugin)` true, so the branch is compiled:
# a misspelt member there fails this check.)
echo "xcode-plugin-check: the Xcode branch of PuenteBuildToolPlugin type-checks"
