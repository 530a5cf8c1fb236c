# PuenteScan — common tasks. `make test` is what CI runs (see .ci/run).
PREFIX ?= /usr/local
SWIFT ?= swift
BENCH_DIR ?= .build/bench

# On Linux the release binary is a static executable: the Swift runtime, Foundation and
# glibc inside it (--static-swift-stdlib -static-executable). Loading and relocating a
# dozen shared libraries cost 4 ms of every run, and calls through the PLT and
# thread-local storage through __tls_get_addr slowed the scan itself: a scan of the
# benchmark repository takes 47 ms static against 56 ms with shared glibc and 62 ms
# fully shared. The installed binary needs no toolchain. It is built in a folder of its
# own, so that `swift run -c release` (the README's first command) and `make release`
# do not rebuild each other's modules.
#
# On every platform the release binary leaves out the run-time exclusivity checks (a call
# into the runtime at every access to a class's stored array, 1.5% of a cold trend's
# instructions, more of its serial part). The flag is here, not in Package.swift: SwiftPM
# refuses unsafe flags in a package depended on by version (`make dependency-check`).
# Debug builds, which the tests run, keep the checks, so an overlapping access still
# fails there.
UNCHECKED := -Xswiftc -enforce-exclusivity=unchecked
# (UNAME can be given: `Tools/makefile-check.sh` checks both platforms' commands on one.)
UNAME ?= $(shell uname -s)
ifeq ($(UNAME),Linux)
RELEASE_FLAGS ?= --static-swift-stdlib -Xswiftc -static-executable $(UNCHECKED) --scratch-path .build/static
RELEASE_BIN ?= .build/static/release
else
RELEASE_FLAGS ?= $(UNCHECKED)
RELEASE_BIN ?= .build/release
endif
export RELEASE_FLAGS RELEASE_BIN

.PHONY: all build release test asan fuzz lexdiff dependency-check precommit-check xcode-plugin-check makefile-check bench install uninstall lint clean docs artifactbundle

all: build

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release --product puente $(RELEASE_FLAGS)

test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# The test suite built with AddressSanitizer, in a folder of its own (the pointer code of
# the lexer and the scan: a pointer escaping `withUnsafeBufferPointer` was a use-after-free
# on every input, issue 28). ASAN_FILTER narrows it to some suites. The suites with time
# bounds are left out (their bounds are for a plain debug build), and so are leaks: the
# keyword table and other process-long values are never freed, on purpose.
ASAN_FILTER ?=
ASAN_SKIP ?= HugeInputTests|LinearTimeTests
asan:
	$(SWIFT) build --build-tests -Xswiftc -sanitize=address --scratch-path .build/asan
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build --scratch-path .build/asan --skip '$(ASAN_SKIP)' \
		$(if $(ASAN_FILTER),--filter '$(ASAN_FILTER)')

# The lexer and the per-file rules pass as libFuzzer targets under AddressSanitizer,
# SECONDS seconds each, seeded from the fixtures (see Tools/fuzz/fuzz.sh).
SECONDS ?= 60
fuzz:
	Tools/fuzz/fuzz.sh $(SECONDS)

# Our lexer against the Swift toolchain's own parser, file by file (100% agreement).
lexdiff:
	Tools/lexdiff.sh

# A throw-away package that depends on this repository by version (a tagged `file://`
# clone of HEAD) must build in release: SwiftPM refuses unsafe flags there (about 3 min).
dependency-check:
	SWIFT=$(SWIFT) Tools/dependency-check.sh

# The pre-commit framework's transcripts in docs/pre-commit.md, rerun with the framework
# (installed from PyPI when missing); UPDATE=1 rewrites them (Tools/precommit-check.py).
precommit-check:
	python3 Tools/precommit-check.py $(if $(UPDATE),--update)

# The build tool plugin's Xcode branch, which only Xcode compiles, type-checked against a
# stand-in for XcodeProjectPlugin (Tools/xcode-plugin-check.sh).
xcode-plugin-check:
	Tools/xcode-plugin-check.sh

# The release and install commands each platform gets (static on Linux only), checked on
# this machine for both.
makefile-check:
	Tools/makefile-check.sh

# The generated reference pages (docs/commands.md, docs/rules.md) from the binary's own
# help and rule texts, and every example block after an output marker in README.md and
# docs/ (see DocumentationTests); `make test` fails when they are stale.
docs:
	$(SWIFT) build --build-tests
	PUENTE_UPDATE_DOCS=1 $(SWIFT) test --skip-build --filter DocumentationTests

# Throughput and ratios against wc / rg on generated data (see Tools/bench.sh).
bench:
	BENCH_DIR=$(BENCH_DIR) Tools/bench.sh

# The prebuilt binary as a SwiftPM artifact bundle for a release to attach (see
# docs/plugins.md): .build/puente.artifactbundle.zip and its checksum.
artifactbundle:
	SWIFT=$(SWIFT) Tools/artifactbundle.sh

install: release
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(RELEASE_BIN)/puente $(DESTDIR)$(PREFIX)/bin/puente

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/puente

lint:
	$(SWIFT) format lint --strict --recursive Sources Plugins Tests/PuenteLexerTests Tests/PuenteRulesTests Tests/PuenteReportTests Tests/PuenteCLITests Package.swift

clean:
	$(SWIFT) package clean
	rm -rf $(BENCH_DIR)
