#!/usr/bin/env bash
# `make makefile-check`: the commands `make install` runs on each platform, checked on
# this one. Linux builds a static executable in a folder of its own; macOS (where users
# run it) builds a plain release binary, where static linking does not exist. Both leave
# out the exclusivity checks. CI runs on Linux only, so the macOS branch of the Makefile
# is checked here, by its commands (`make -n`, which runs nothing).
set -euo pipefail
cd "$(dirname "$0")/.."

# commands UNAME → what `make -n install` would run there. (Without the variables an
# outer `make` exports: they would stand in for the platform's own.)
commands() {
  env -u RELEASE_FLAGS -u RELEASE_BIN -u MAKEFLAGS -u MAKELEVEL \
    make --no-print-directory -n install UNAME="$1" SWIFT=swift DESTDIR=/dest PREFIX=/prefix
}

expect() {
  local uname=$1 expected=$2 actual
  actual=$(commands "$uname")
  if [ "$actual" != "$expected" ]; then
    echo "makefile-check: FAILED: \`make install\` on $uname would run:" >&2
    echo "$actual" >&2
    echo "instead of:" >&2
    echo "$expected" >&2
    exit 1
  fi
}

expect Darwin "swift build -c release --product puente -Xswiftc -enforce-exclusivity=unchecked
install -d /dest/prefix/bin
install -m 755 .build/release/puente /dest/prefix/bin/puente"
expect Linux "swift build -c release --product puente --static-swift-stdlib -Xswiftc -static-executable -Xswiftc -enforce-exclusivity=unchecked --scratch-path .build/static
install -d /dest/prefix/bin
install -m 755 .build/static/release/puente /dest/prefix/bin/puente"
echo "makefile-check: ok (macOS: plain release binary; Linux: static, in .build/static)"
