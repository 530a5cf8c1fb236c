#!/usr/bin/env bash
# Tools/identity.sh PUENTE OUT_DIR
#
# Runs every command of PUENTE over the example app, a scripted history of it, the bench
# repository and the bench history (if `make bench` made them), and writes each output
# (and exit status) to OUT_DIR. Comparing two OUT_DIRs (`diff -r`) proves a refactoring
# left behaviour byte-identical: run it with the binary before and after the change.
set -uo pipefail
cd "$(dirname "$0")/.."
if [ $# -ne 2 ]; then
  echo "usage: Tools/identity.sh PUENTE OUT_DIR" >&2
  exit 2
fi
puente=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
out=$2
rm -rf "$out"
mkdir -p "$out"
out=$(cd "$out" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null TZ=UTC LC_ALL=C NO_COLOR=1
today=2026-12-06

# run NAME CMD...: stdout, stderr and status of one command, in the working folder.
run() {
  local name=$1
  shift
  "$@" >"$out/$name.out" 2>"$out/$name.err"
  echo "$?" >"$out/$name.status"
}

example=Examples/MigratingApp
for f in text json sarif xcode github; do run "example-scan-$f" "$puente" scan "$example" --format "$f" --today "$today"; done
run example-scan-unused "$puente" scan "$example" --report-unused-suppressions --format json --today "$today"
for f in text json csv markdown html; do run "example-report-$f" "$puente" report "$example" --format "$f"; done
for f in text json csv markdown; do run "example-flags-$f" "$puente" flags "$example" --format "$f" --today "$today"; done
for f in text json csv markdown sarif; do run "example-shims-$f" "$puente" shims "$example" --format "$f"; done
run example-shims-explain "$puente" shims "$example" --explain-targets
run rules "$puente" rules
for id in $("$puente" rules | awk 'NR > 1 && $1 ~ /^[a-z-]+$/ {print $1}'); do run "rules-$id" "$puente" rules "$id"; done

# The example as a repository: staged scan, baseline and trend.
Examples/make-history.sh "$work/history" >/dev/null 2>&1
for f in text json csv markdown; do
  run "history-trend-$f" "$puente" trend "$work/history" --every commit --format "$f" --no-cache
done
run history-trend-historical "$puente" trend "$work/history" --every commit --historical-config --format json --no-cache
mkdir -p "$work/staged" && cp -R "$example/." "$work/staged/"
(
  cd "$work/staged" && git init -q -b main && git add -A \
    && git -c user.name=t -c user.email=t@t commit -q -m initial
  echo 'let again = UIHostingController(rootView: Text("x"))' >>Features/Orders/OrdersViewController.swift
  git add -A
)
(cd "$work/staged" && run staged-scan "$puente" scan --staged --format json --today "$today")
run baseline-write "$puente" baseline write "$work/staged" --output "$work/baseline.json"
cp "$work/baseline.json" "$out/baseline.json" 2>/dev/null
run baseline-scan "$puente" scan "$work/staged" --format json --today "$today"

bench=.build/bench
if [ -d "$bench/repo" ]; then
  run bench-scan-json "$puente" scan "$bench/repo" --format json --today "$today"
  run bench-scan-sarif "$puente" scan "$bench/repo" --format sarif --today "$today"
  run bench-report-json "$puente" report "$bench/repo" --format json
  run bench-flags-json "$puente" flags "$bench/repo" --format json --today "$today"
  run bench-shims-json "$puente" shims "$bench/repo" --format json --deployment-target iOS=16.0
fi
if [ -d "$bench/history" ]; then
  run bench-trend-json "$puente" trend "$bench/history" --every commit --format json --no-cache
  run bench-trend-csv "$puente" trend "$bench/history" --every commit --format csv --no-cache
  run bench-trend-historical "$puente" trend "$bench/history" --every commit --historical-config --format json --no-cache
  rm -rf "$work/cache"
  run bench-trend-cached-1 "$puente" trend "$bench/history" --every commit --format json --cache-dir "$work/cache"
  run bench-trend-cached-2 "$puente" trend "$bench/history" --every commit --format json --cache-dir "$work/cache"
fi
# Paths of the temporary folder differ between runs; keep them out of the comparison.
grep -rl "$work" "$out" 2>/dev/null | while read -r f; do sed -i "s#$work#WORK#g" "$f"; done
echo "wrote $(ls "$out" | wc -l) files to $out"
