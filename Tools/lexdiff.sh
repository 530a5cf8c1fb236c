#!/usr/bin/env bash
# The lexer's toolchain-agreement check (`make lexdiff`, run by CI): every Swift file in
# the fixture folders must lex exactly as the Swift toolchain's own parser sees it.
#
#   1. Builds the reference, Tools/swift-spans, into .build/swift-spans. Where the
#      toolchain has no SwiftParser (its build script exits 2) the check is skipped with a
#      message and exit status 0.
#   2. Builds puente in release.
#   3. Runs Tools/lexdiff over the .swift files in Tests/Corpus, Tests/LexerStress and
#      Examples (the folders that exist), less those listed in Tools/lexdiff-exclusions.txt,
#      and over the toolchain's own .swiftinterface files (real code, some 4.5 MB of it),
#      and exits with its status: 0 when every file agrees, 1 when any file differs, 2 on
#      a usage or run error.
#
# PUENTE=path/to/puente skips step 2 and compares that binary instead.
set -euo pipefail
cd "$(dirname "$0")/.."

mkdir -p .build
built=0
Tools/swift-spans/build .build/swift-spans >/dev/null || built=$?
if [ "$built" -eq 2 ]; then
  echo "lexdiff: skipped: this Swift toolchain has no SwiftParser to compare the lexer with" >&2
  exit 0
elif [ "$built" -ne 0 ]; then
  echo "lexdiff: building the reference (Tools/swift-spans/build) failed" >&2
  exit 2
fi

if [ -z "${PUENTE:-}" ]; then
  swift build -c release --product puente || { echo "lexdiff: building puente failed" >&2; exit 2; }
  PUENTE=.build/release/puente
fi
if [ ! -x "$PUENTE" ]; then
  echo "lexdiff: no puente binary at $PUENTE" >&2
  exit 2
fi

# The exclusions: one path per line; `#` starts a comment (at the line start or after a blank).
declare -A excluded=()
while IFS= read -r path; do
  [ -n "$path" ] || continue
  excluded["$path"]=1
  [ -f "$path" ] || echo "lexdiff: warning: excluded file $path does not exist" >&2
done < <(sed -e 's/\(^\|[[:space:]]\)#.*$//' -e 's/[[:space:]]*$//' Tools/lexdiff-exclusions.txt)

folders=()
for folder in Tests/Corpus Tests/LexerStress Examples; do
  [ -d "$folder" ] && folders+=("$folder")
done
if [ ${#folders[@]} -eq 0 ]; then
  echo "lexdiff: none of Tests/Corpus, Tests/LexerStress, Examples exists" >&2
  exit 2
fi

# The files lexdiff would find in the folders (hidden folders skipped, sorted), less the
# exclusions. lexdiff has no exclude option, so it gets the file list.
files=()
while IFS= read -r path; do
  [ -n "${excluded[$path]:-}" ] || files+=("$path")
done < <(find "${folders[@]}" -type d -name '.?*' -prune -o -type f -name '*.swift' -print | LC_ALL=C sort)
if [ ${#files[@]} -eq 0 ]; then
  echo "lexdiff: no .swift files to compare in ${folders[*]}" >&2
  exit 2
fi
fixtures=${#files[@]}
# Real code beyond the fixtures: the toolchain's own module interfaces (the standard
# library, Concurrency, Regex, Swift Testing, SwiftSyntax…, some 4.5 MB of Swift), found
# beside the `swift` that is running.
swift_bin=$(command -v swift || true)
interfaces=()
if [ -n "$swift_bin" ]; then
  toolchain_lib="$(dirname "$(readlink -f "$swift_bin")")/../lib/swift"
  while IFS= read -r path; do
    interfaces+=("$path")
  done < <(find "$toolchain_lib" -path '*/swift_static' -prune -o -name '*.swiftinterface' ! -name '*.private.swiftinterface' -print 2>/dev/null | LC_ALL=C sort)
fi
files+=("${interfaces[@]}")
echo "lexdiff: comparing $fixtures files in ${folders[*]} (${#excluded[@]} excluded) and ${#interfaces[@]} of the toolchain's module interfaces" >&2

exec Tools/lexdiff --oracle .build/swift-spans --oracle-cache .build/lexdiff-cache \
  --candidate "$(printf '%q' "$PUENTE") tokens --format spans" "${files[@]}"
