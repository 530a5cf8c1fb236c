#!/usr/bin/env bash
# Tools/git-reads.sh REPO COMMITS_FILE
#
# Git's own reads of what `puente trend` reads for the commits listed in COMMITS_FILE
# (one id a line): `ls-tree -r` of each commit, then one `cat-file --batch` of every
# distinct `.swift` blob among them. The physical work a trend cannot avoid; `make bench`
# times it beside the trend for the ratio.
set -euo pipefail
repo=$1
commits=$2
while read -r commit; do
  git -C "$repo" ls-tree -r "$commit"
done <"$commits" | awk '$2 == "blob" && $4 ~ /\.swift$/ { print $3 }' | sort -u |
  git -C "$repo" cat-file --batch >/dev/null
