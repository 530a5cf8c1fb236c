# PuenteScan — common tasks. `make test` is what CI runs (see .ci/run).
PREFIX ?= /usr/local
SWIFT ?= swift
BENCH_DIR ?= .build/bench

.PHONY: all build release test lexdiff bench install uninstall lint clean

all: build

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release --product puente

test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# Our lexer against the Swift toolchain's own parser, file by file (100% agreement).
lexdiff:
	Tools/lexdiff.sh

# Throughput and ratios against wc / rg on generated data (see Tools/bench.sh).
bench:
	BENCH_DIR=$(BENCH_DIR) Tools/bench.sh

install: release
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 .build/release/puente $(DESTDIR)$(PREFIX)/bin/puente

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/puente

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests/PuenteLexerTests Tests/PuenteRulesTests Tests/PuenteReportTests Tests/PuenteCLITests Package.swift

clean:
	$(SWIFT) package clean
	rm -rf $(BENCH_DIR)
