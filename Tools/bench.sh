#!/usr/bin/env bash
# `make bench`: measured performance, each figure next to a reference tool run in the
# same session on the same bytes, so the ratio survives a noisy machine.
#   1. lexer throughput (MB/s, one core) on >= 50 MB of generated Swift, vs `wc -l`;
#   2. `puente scan` of a generated 1M-line, 2,000+-file repository vs `rg -c -F`
#      (grep -c -F when rg is missing) for the same type names, with peak memory and,
#      where valgrind is installed, the instructions it executes;
#   3. `puente trend` over a generated 3,000-commit packed history of that repository,
#      cold, as a ratio to git's own reads of the same trees and blobs, with peak memory;
#      nightly and re-run as a ratio to one `puente scan` of its newest commit;
#   4. `puente screens` of the repository as a ratio to `puente scan` of it, and the churn
#      pass of `puente plan` to the `git log --name-only --since` it runs.
# Data is generated deterministically by Tools/gen-bench.py and cached in $BENCH_DIR.
# Each time is the best of several runs (5 for the lexer, 10 or 15 for the rest): the
# machine is shared, and the minimum is the figure least disturbed by other work. The
# two sides of a ratio (scan and rg; trend and git's reads) run in turns.
set -euo pipefail
cd "$(dirname "$0")/.."
BENCH_DIR=${BENCH_DIR:-.build/bench}
mkdir -p "$BENCH_DIR"

# `make bench` passes the flags and folder of `make release` (the binary `make install`
# installs: statically linked on Linux); run directly, a plain release build is measured.
RELEASE_BIN=${RELEASE_BIN:-.build/release}
echo "== building (release: ${RELEASE_FLAGS:-default flags})"
# shellcheck disable=SC2086
swift build -c release --product puente ${RELEASE_FLAGS:-} >/dev/null
# shellcheck disable=SC2086
swift build -c release --product PuenteBench ${RELEASE_FLAGS:-} >/dev/null
PUENTE=$RELEASE_BIN/puente

if [ ! -f "$BENCH_DIR/lexer/.done" ]; then
  echo "== generating lexer input (60 MB)"
  python3 Tools/gen-bench.py lexer --out "$BENCH_DIR/lexer" --mb 60 --force >/dev/null
  touch "$BENCH_DIR/lexer/.done"
fi
if [ ! -f "$BENCH_DIR/repo/.done" ]; then
  echo "== generating repository (1M lines, 2,200 files)"
  python3 Tools/gen-bench.py repo --out "$BENCH_DIR/repo" --files 2200 --lines 1000000 --force
  touch "$BENCH_DIR/repo/.done"
fi

# The clock is bash's own (5.0 and later): `$(date +%s.%N)` forked a process inside
# every timed interval, a millisecond or two added to each side of a ratio.
if [ -z "${EPOCHREALTIME:-}" ]; then
  echo "bash ${BASH_VERSION} has no EPOCHREALTIME; times include a date(1) process each" >&2
fi
# (In microseconds, for bash's own arithmetic.)
clock() { if [ -n "${EPOCHREALTIME:-}" ]; then now_us=${EPOCHREALTIME/./}; else now_us=$(date +%s%6N); fi; }
calc() { python3 -c "print($1)"; }
seconds() { printf '%d.%06d' $(($1 / 1000000)) $(($1 % 1000000)); }
# time_us CMD... → wall time of one run in microseconds, in $took.
time_us() {
  local s
  clock; s=$now_us; "$@" >/dev/null 2>&1 || true; clock; took=$((now_us - s))
}
# best_of N CMD... → best wall time in seconds.
best_of() {
  local n=$1; shift; local best=""
  for _ in $(seq "$n"); do
    time_us "$@"
    if [ -z "$best" ] || [ "$took" -lt "$best" ]; then best=$took; fi
  done
  seconds "$best"
}
# race N A B → "best-of-A best-of-B" in seconds, for two functions run in turns, so that
# a noisy spell of the machine falls on both sides of their ratio rather than on one.
# A function F with a companion F_setup has it run before each run, untimed (a cold
# cache's removal is not the trend's time).
race() {
  local n=$1 a=$2 b=$3 best_a="" best_b="" f
  for _ in $(seq "$n"); do
    for f in "$a" "$b"; do
      if declare -F "${f}_setup" >/dev/null; then "${f}_setup"; fi
      time_us "$f"
      if [ "$f" = "$a" ]; then
        if [ -z "$best_a" ] || [ "$took" -lt "$best_a" ]; then best_a=$took; fi
      else
        if [ -z "$best_b" ] || [ "$took" -lt "$best_b" ]; then best_b=$took; fi
      fi
    done
  done
  echo "$(seconds "$best_a") $(seconds "$best_b")"
}

# Peak memory through GNU time's `-f`; macOS's /usr/bin/time has no `-f` (then none).
gnu_time=false
if /usr/bin/time -f %M true >/dev/null 2>&1; then gnu_time=true; fi

echo
echo "== 1. lexer throughput"
mapfile -t lexfiles < <(find "$BENCH_DIR/lexer" -name '*.swift' | sort)
if $gnu_time; then
  /usr/bin/time -f 'lexer-rss-kb %M' -o "$BENCH_DIR/lexer.rss" "$RELEASE_BIN/PuenteBench" lex "$BENCH_DIR/lexer" 5 > "$BENCH_DIR/lexer.txt"
else
  "$RELEASE_BIN/PuenteBench" lex "$BENCH_DIR/lexer" 5 > "$BENCH_DIR/lexer.txt"
fi
grep -v '^lexer-seconds' "$BENCH_DIR/lexer.txt"
if [ -f "$BENCH_DIR/lexer.rss" ]; then
  largest=$(find "$BENCH_DIR/lexer" -name '*.swift' -printf '%s\n' | sort -n | tail -1)
  printf 'lexer peak memory: %.1f MB (largest file %.2f MB; files are lexed one at a time)\n' \
    "$(calc "$(awk '{print $2}' "$BENCH_DIR/lexer.rss") / 1024")" "$(calc "$largest / 1e6")"
fi
lex_s=$(awk '/^lexer-seconds/ {print $2}' "$BENCH_DIR/lexer.txt")
cat "${lexfiles[@]}" >/dev/null  # warm the page cache
wc_s=$(best_of 5 wc -l "${lexfiles[@]}")
printf 'wc -l over the same files: %.3f s\n' "$wc_s"
printf 'ratio lexer / wc -l: %.2f×\n' "$(calc "$lex_s / $wc_s")"

echo
echo "== 2. puente scan vs rg on the generated repository"
repo="$BENCH_DIR/repo"
lines=$(find "$repo" -name '*.swift' -print0 | xargs -0 cat | wc -l)
files=$(find "$repo" -name '*.swift' | wc -l)
echo "repository: $files Swift files, $lines lines"
names=(UIHostingController NSHostingController NSHostingView _UIHostingView UIHostingConfiguration
  UIViewRepresentable UIViewControllerRepresentable NSViewRepresentable NSViewControllerRepresentable)
pattern_args=()
for n in "${names[@]}"; do pattern_args+=(-e "$n"); done
# The reference is ripgrep: install it if it is missing and this machine can (Debian's
# package, as root), else say so and fall back to grep.
if ! command -v rg >/dev/null && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  echo "installing ripgrep (the reference) with apt-get"
  apt-get install -y -qq ripgrep >/dev/null 2>&1 || { apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq ripgrep >/dev/null 2>&1; } || true
fi
if ! command -v rg >/dev/null; then
  echo "ripgrep is not installed; comparing with grep -c -F instead (install ripgrep for the reference figure)"
fi
if command -v rg >/dev/null; then
  ref=(rg -c -F "${pattern_args[@]}" --type swift "$repo"); ref_name="rg -c -F"
else
  ref=(grep -r -c -F "${pattern_args[@]}" --include='*.swift' "$repo"); ref_name="grep -c -F"
fi
"${ref[@]}" >/dev/null 2>&1 || true
run_ref() { "${ref[@]}"; }
run_scan() { "$PUENTE" scan "$repo" --format json; }
read -r ref_s scan_s < <(race 15 run_ref run_scan)
printf '%s: %.3f s\n' "$ref_name" "$ref_s"
printf 'puente scan: %.3f s\n' "$scan_s"
printf 'ratio scan / %s: %.2f× (target <= 1.5×)\n' "$ref_name" "$(calc "$scan_s / $ref_s")"
if $gnu_time; then
  rss=$( { /usr/bin/time -f '%M' "$PUENTE" scan "$repo" --format json 2>&1 >/dev/null || true; } | tail -1)
  printf 'puente scan peak memory: %.1f MB (target < 100 MB)\n' "$(calc "$rss / 1024")"
  # A million findings (issue 28): in one file, and in 1,000 files of 1,000. The
  # line-oriented formats stream them (a bounded number held); json holds them all.
  many="$BENCH_DIR/findings"
  if [ ! -f "$many/.done" ]; then
    python3 -c 'import os, sys
line = "    let h = UIHostingController(rootView: V())\n"
def write(path, count):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f: f.write("import SwiftUI\nfunc f() {\n" + line * count + "}\n")
write(sys.argv[1] + "/one/App/Huge.swift", 1000000)
for i in range(1000): write(sys.argv[1] + "/many/App/File%04d.swift" % i, 1000)' "$many"
    touch "$many/.done"
  fi
  for shape in one many; do
    for format in text json; do
      rss=$( { /usr/bin/time -f '%M' "$PUENTE" scan "$many/$shape" --format "$format" 2>&1 >/dev/null || true; } | tail -1)
      printf 'peak memory, 1,000,000 findings in %s, %s: %.0f MB\n' \
        "$([ "$shape" = one ] && echo "1 file" || echo "1,000 files")" "$format" "$(calc "$rss / 1024")"
    done
  done
fi
# Times on a shared machine move by 10% from one minute to the next; the number of
# instructions a scan executes does not. With valgrind installed, it is printed too:
# the figure to compare two versions of the code by.
instructions() {  # instructions CMD...: what one run executes (callgrind), or nothing
  { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null || true; } |
    sed -n 's/.*I *refs: *//p' | tr -d ,
}
if command -v valgrind >/dev/null; then
  refs=$(instructions "$PUENTE" scan "$repo" --format json)
  [ -n "$refs" ] && printf 'puente scan instructions: %.1f million (callgrind; noise-free, for comparing versions)\n' "$(calc "$refs / 1e6")"
else
  echo "(install valgrind for the scan's instruction count, the figure that does not move with the machine's load)"
fi
# The cost of the migration-safety rules (issue 25: the scan with them within 1.15× of
# the scan without): the same scan with the repository's configuration and those four
# rules turned off.
rules_off="$BENCH_DIR/rules-off.json"
python3 -c 'import json, sys
config = json.load(open(sys.argv[1]))
config.setdefault("rules", {}).update({rule: {"enabled": False} for rule in sys.argv[2:]})
print(json.dumps(config, indent=2))' "$repo/.puente.json" uikit-navigation-in-swiftui ui-test-identifier-missing \
  undeclared-module-import forbidden-module-import >"$rules_off"
# rules_cost LABEL REPO: the scan of REPO with and without those rules, in turns.
rules_cost() {
  local label=$1 target=$2 off_s on_s on_refs off_refs
  run_scan_rules_on() { "$PUENTE" scan "$target" --format json; }
  run_scan_rules_off() { "$PUENTE" scan "$target" --format json --config "$rules_off"; }
  read -r off_s on_s < <(race 15 run_scan_rules_off run_scan_rules_on)
  printf 'puente scan%s without the migration-safety rules: %.3f s; with them %.3f s: %.2f× (target <= 1.15×)\n' \
    "$label" "$off_s" "$on_s" "$(calc "$on_s / $off_s")"
  if command -v valgrind >/dev/null && [ -n "${refs:-}" ]; then
    on_refs=$(instructions "$PUENTE" scan "$target" --format json)
    off_refs=$(instructions "$PUENTE" scan "$target" --format json --config "$rules_off")
    [ -n "$off_refs" ] && [ -n "$on_refs" ] && printf 'instructions%s without them: %.1f million, with them %.1f million: %.3f× (callgrind)\n' \
      "$label" "$(calc "$off_refs / 1e6")" "$(calc "$on_refs / 1e6")" "$(calc "$on_refs / $off_refs")"
  fi
}
rules_cost "" "$repo"
# The same with a UI test present (Tools/bench-uitests: an XCUITest file querying 20
# identifiers, some set by the app, some by constants of an enum no needle finds, some
# nowhere), which makes `ui-test-identifier-missing` build the identifier inventory.
uirepo="$BENCH_DIR/repo-uitests"
if [ ! -f "$uirepo/.done" ] || [ Tools/bench-uitests -nt "$uirepo/.done" ]; then
  rm -rf "$uirepo" && cp -R "$repo" "$uirepo" && cp -R Tools/bench-uitests/. "$uirepo/"
  touch "$uirepo/.done"
fi
rules_cost " (with a UI test)" "$uirepo"

echo
echo "== 3. puente trend over a long packed history, vs git's own reads of the same objects"
# The shape of a real clone (Tools/gen-bench.py packed-history): 3,000 commits over the
# 1M-line repository's evolution, renames, feature branches merged back, all in one pack.
# The unit is the physical work a trend cannot avoid: git's own `ls-tree -r` of the
# sampled commits and one `cat-file --batch` of their distinct Swift blobs
# (Tools/git-reads.sh), run in turns with the trend.
hist="$BENCH_DIR/packed"
if [ ! -f "$hist/.done" ]; then
  echo "== generating a packed history (3,000 commits over the 1M-line repository; a few minutes)"
  python3 Tools/gen-bench.py packed-history --out "$hist" --commits 3000 --force
  touch "$hist/.done"
fi
echo "history: $(git -C "$hist" rev-list --count HEAD) commits ($(git -C "$hist" rev-list --first-parent --count HEAD) first-parent), $(git -C "$hist" count-objects -vH | sed -n 's/size-pack: //p') packed"
peak_mb() {  # peak resident memory of a command, in MB
  if [ -x /usr/bin/time ]; then
    calc "$( { /usr/bin/time -f '%M' "$@" 2>&1 >/dev/null || true; } | tail -1) / 1024"
  else
    echo 0
  fi
}
trend_vs_git() {  # trend_vs_git LABEL TREND-OPTIONS...: cold trend vs git's reads, and peak memory
  local label=$1; shift
  local commits="$BENCH_DIR/trend-commits.txt"
  "$PUENTE" trend "$hist" --no-cache --format json "$@" | sed -n 's/^      "commit": "\(.*\)",$/\1/p' >"$commits"
  trend_opts=("$@")
  run_trend() { "$PUENTE" trend "$hist" --no-cache --format json "${trend_opts[@]}"; }
  run_git() { Tools/git-reads.sh "$hist" "$commits"; }
  read -r trend_s git_s < <(race 5 run_trend run_git)
  "$PUENTE" trend "$hist" --no-cache --stats --format json "$@" 2>&1 >/dev/null | sed 's/^/  /'
  printf '%s: trend %.3f s, git reads of the same %s commits %.3f s: %.2f× (target <= 1.5×); peak memory %.0f MB (target <= 150 MB)\n' \
    "$label" "$trend_s" "$(wc -l <"$commits")" "$git_s" "$(calc "$trend_s / $git_s")" "$(peak_mb "$PUENTE" trend "$hist" --no-cache --format json "$@")"
}
trend_vs_git "cold, --every commit --max-points 100" --every commit --max-points 100
trend_vs_git "cold, --every month" --every month
trend_vs_git "cold, --every day (the default)" --every day

# Nightly: yesterday's cache, one new point; and an identical re-run. Their unit is a
# scan of the newest commit's tree.
trend_cache="$BENCH_DIR/trend-cache"
yesterday=$(git -C "$hist" log -1 --format=%cd --date=format:%Y-%m-%d HEAD~1)
rm -rf "$trend_cache.yesterday"
"$PUENTE" trend "$hist" --every day --cache-dir "$trend_cache.yesterday" --until "$yesterday" >/dev/null
run_nightly() { "$PUENTE" trend "$hist" --every day --cache-dir "$trend_cache.tonight" --format json; }
run_nightly_setup() { rm -rf "$trend_cache.tonight"; cp -r "$trend_cache.yesterday" "$trend_cache.tonight"; }
run_head_scan() { "$PUENTE" scan "$hist" --format json; }
read -r nightly_s unit_s < <(race 5 run_nightly run_head_scan)
run_nightly_setup
"$PUENTE" trend "$hist" --every day --cache-dir "$trend_cache.tonight" --stats --format json 2>&1 >/dev/null | sed 's/^/  nightly: /'
rerun_s=$(best_of 5 "$PUENTE" trend "$hist" --every day --cache-dir "$trend_cache.tonight" --format json)
printf 'trend, nightly (yesterday cached, 1 new day): %.3f s = %.2f× a scan of HEAD (target < 0.5×)\n' "$nightly_s" "$(calc "$nightly_s / $unit_s")"
printf 'trend, identical re-run: %.3f s = %.2f× a scan of HEAD\n' "$rerun_s" "$(calc "$rerun_s / $unit_s")"
printf 'cache size: %s\n' "$(du -sh "$trend_cache.tonight" | cut -f1)"
rm -rf "$trend_cache.yesterday" "$trend_cache.tonight"

echo
echo "== 4. puente screens vs puente scan; plan's churn pass vs git log"
# `puente screens` lexes every file naming a controller or a view in the scan's one
# parallel pass and builds the graph afterwards: target <= 2x a scan of the same tree.
run_screens() { "$PUENTE" screens "$repo" --format json; }
read -r scan_again_s screens_s < <(race 15 run_scan run_screens)
printf 'puente scan: %.3f s\n' "$scan_again_s"
printf 'puente screens: %.3f s = %.2f× a scan (target <= 2×)\n' "$screens_s" "$(calc "$screens_s / $scan_again_s")"
# The churn pass of `puente plan` (one `git log --name-only --since`, counted per file)
# against that git command alone, over the packed history.
# (`sed -n 1p` reads to the end: with `head -1`, git writing the rest of the 3,000 dates
# got SIGPIPE, and pipefail ended `make bench` here with status 141.)
since=$(git -C "$hist" log --reverse --format=%cd --date=format:%Y-%m-%d | sed -n 1p)
git_log_s=$(best_of 10 git -C "$hist" log -z --name-only --no-renames --format=%x01 --since="$since" -- .)
churn_s=$("$RELEASE_BIN/PuenteBench" churn "$hist" "$since" 10 | awk '/^churn-seconds/ {print $2}')
printf 'git log --name-only --since %s: %.3f s\n' "$since" "$git_log_s"
printf 'churn pass: %.3f s = %.2f× git log (target <= 2×)\n' "$churn_s" "$(calc "$churn_s / $git_log_s")"
