#!/usr/bin/env bash
# Builds the libFuzzer targets (lexer, rules) with AddressSanitizer and runs each for
# SECONDS seconds (default 60) on a corpus seeded from Tests/Corpus, Tests/LexerStress,
# Tests/LexerMalformed and the shapes that once took quadratic time (Tools/fuzz/seeds.py).
# The modules are compiled by swiftc directly, not by SwiftPM: a libFuzzer target has no
# `main`, and a product for it in Package.swift would reach every package depending on
# this one. Crashes are left as .build/fuzz/crash-* (libFuzzer's names); a found crash
# exits non-zero. Usage: Tools/fuzz/fuzz.sh [SECONDS] [lexer|rules|all]
set -euo pipefail
cd "$(dirname "$0")/../.."
SECONDS_EACH=${1:-60}
WHICH=${2:-all}
SWIFTC=${SWIFTC:-swiftc}
OUT=.build/fuzz
mkdir -p "$OUT/modules" "$OUT/corpus-lexer" "$OUT/corpus-rules"
SAN=(-sanitize=fuzzer,address -O -g -parse-as-library -swift-version 6 -package-name PuenteScan)

build() {
module() {  # name, then the module's sources
  local name=$1
  shift
  "$SWIFTC" "${SAN[@]}" -wmo -module-name "$name" -I "$OUT/modules" -emit-module \
    -emit-module-path "$OUT/modules/$name.swiftmodule" -c "$@" -o "$OUT/$name.o"
}
module PuenteLexer Sources/PuenteLexer/*.swift
module PuenteJSON $(find Sources/PuenteJSON -name '*.swift' | sort)
module PuenteSource $(find Sources/PuenteSource -name '*.swift' | sort)
module PuenteRules $(find Sources/PuenteRules -name '*.swift' | sort)
for target in lexer rules; do
  source=Tools/fuzz/Fuzz$([ $target = lexer ] && echo Lexer || echo Rules).swift
  "$SWIFTC" "${SAN[@]}" -I "$OUT/modules" "$source" "$OUT"/Puente{Rules,Source,JSON,Lexer}.o \
    -o "$OUT/fuzz-$target"
done
}
# (Built again only when a source changed: a build takes minutes.)
if [ ! -x "$OUT/fuzz-rules" ] || [ -n "$(find Sources Tools/fuzz -newer "$OUT/fuzz-rules" -type f | head -1)" ]; then
  build
fi

python3 Tools/fuzz/seeds.py "$OUT/seeds"
status=0
# (libFuzzer's -detect_leaks=0 does not reach AddressSanitizer's check at exit.)
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
for target in lexer rules; do
  [ "$WHICH" = all ] || [ "$WHICH" = $target ] || continue
  # -timeout: an input that takes longer than 300 s (wall clock, on a busy machine) is a
  # hang: a pass gone quadratic. Leaks are not checked: the keyword table and the
  # engine are kept for the life of the process on purpose.
  nice "$OUT/fuzz-$target" -max_total_time="$SECONDS_EACH" -timeout=300 -detect_leaks=0 -rss_limit_mb=4096 -max_len=1048576 \
    -artifact_prefix="$OUT/" -print_final_stats=1 "$OUT/corpus-$target" "$OUT/seeds" || status=$?
done
exit $status
