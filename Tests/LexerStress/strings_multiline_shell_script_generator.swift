import Foundation

struct CIScript {
    var scheme: String
    var destinations: [String]
    var extraFlags: [String] = []

    var script: String {
        #"""
        #!/usr/bin/env bash
        set -euo pipefail
        # Generated for scheme "\#(scheme)" — edit CIScript.swift instead.

        DERIVED="${TMPDIR:-/tmp}/dd-$(date +%s)"
        trap 'rm -rf "$DERIVED"' EXIT

        for dest in \#(destinations.map { "\"\($0)\"" }.joined(separator: " ")); do
          echo "==> testing on ${dest}"
          xcodebuild test \
            -scheme "\#(scheme)" \
            -destination "$dest" \
            -derivedDataPath "$DERIVED" \#(extraFlags.joined(separator: " ")) \
            | xcpretty || exit $?
        done

        grep -E '^\s*(warning|error):' build.log | sed 's/\\n/ /g' > issues.txt || true
        echo "done: $(wc -l < issues.txt) issues" # \n is literal here
        """#
    }
}

let ci = CIScript(scheme: "App", destinations: ["platform=iOS Simulator,name=iPhone 15", "platform=macOS"], extraFlags: ["-quiet"])
print(ci.script)
