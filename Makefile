# Showbook — build, run and test. Every target checks (and where it can, installs) what it needs.
SWIFT      ?= swift
# bash, for `set -o pipefail` in the test targets.
SHELL      := /bin/bash
PREFIX     ?= /usr/local
MAN_DIR    ?= $(PREFIX)/share/man/man1
CONFIG     ?= release
BIN_DIR    := .build/$(CONFIG)
SHOWBOOK   := $(BIN_DIR)/showbook
# Release builds link the Swift runtime and Foundation statically: the dynamic loader then
# binds a few thousand symbols at start instead of twenty thousand (see docs/BENCHMARKS.md).
# The link prints one warning from the toolchain's own static Foundation (its use of mktemp);
# Showbook's code compiles without warnings.
SWIFT_FLAGS := -c $(CONFIG) $(if $(filter release,$(CONFIG)),--static-swift-stdlib)

.PHONY: all build run test unit e2e bench bench-compare docs install clean deps deps-test

all: build

## deps: the C libraries the build links against (ncursesw, sqlite3) and pkg-config.
deps:
	@scripts/ensure-deps.sh build

## deps-test: deps plus what the tests use (tmux, unicode-data).
deps-test:
	@scripts/ensure-deps.sh test

# Only the product: the test-support target (XCTest) is not built in a release configuration.
build: deps
	$(SWIFT) build $(SWIFT_FLAGS) --product showbook

## run: build the release binary and start the app on the bundled catalog.
run: build
	@$(SHOWBOOK)

# Tests use one debug build (needed for @testable imports); the end-to-end tests drive the
# binary from that same build, so nothing is compiled twice.
TEST_BIN := .build/debug/showbook
TEST_LOGS := .build/test-logs

# $(call swift-test,ENVIRONMENT,ARGUMENTS,LOG): runs `swift test` keeping its exit status
# (pipefail) and a copy of its output in $(TEST_LOGS)/LOG.log, then fails when a test was
# skipped for a reason not in Tests/skip-allowlist.txt (scripts/check-skips.sh).
define swift-test
	@mkdir -p $(TEST_LOGS)
	set -o pipefail; $(1) $(SWIFT) test --skip-build $(2) 2>&1 | tee $(TEST_LOGS)/$(3).log
	@scripts/check-skips.sh $(TEST_LOGS)/$(3).log
endef
UNIT_TESTS = $(call swift-test,,--skip E2ETests,unit)
E2E_TESTS = $(call swift-test,SHOWBOOK_BIN=$(TEST_BIN),--filter E2ETests,e2e)

## test: every test — core, render and text tests (with the pysubs2 subtitle reference, which
## fetches its pinned packages into .build/ on first use), then the end-to-end tmux tests. A test
## skipped for a reason outside Tests/skip-allowlist.txt (a missing optional tool) fails it.
test: deps-test
	$(SWIFT) build --build-tests
	$(UNIT_TESTS)
	$(E2E_TESTS)

## unit: everything but the tmux tests.
unit: deps-test
	$(SWIFT) build --build-tests
	$(UNIT_TESTS)

## e2e: only the end-to-end tests in tmux.
e2e: deps-test
	$(SWIFT) build --build-tests
	$(E2E_TESTS)

## bench: 300,000 synthetic IMDb series — import, search against fzf/grep/LIKE, TUI first
## frame, bytes per move, memory, book close, mining, dictionary-form accuracy per language;
## then the bounded-work figures (a 31 MiB file of unclosed brackets beside pysubs2). Prints
## tables; not part of `make test`.
bench:
	@scripts/bench/run.sh

## bench-compare BEFORE=<an older checkout>/.build/release: the hot paths (import, search,
## close, .apkg, Today, mining) of that build and this one side by side — instructions under
## callgrind, then median wall and CPU time with the builds taking turns.
bench-compare:
	@scripts/ensure-deps.sh build
	@scripts/ensure-deps.sh bench
	@test -n "$(BEFORE)" || { echo "usage: make bench-compare BEFORE=<older checkout>/.build/release" >&2; exit 2; }
	for product in showbook showbook-bench; do $(SWIFT) build -c release --static-swift-stdlib --product $$product; done
	python3 scripts/bench/compare_builds.py --before $(BEFORE) --after .build/release
	python3 scripts/bench/compare_builds.py --time --before $(BEFORE) --after .build/release

## docs: rewrite the generated sections of README.md and man/showbook.1 (the key tables and
## the command-line synopses) from the key maps and the command declarations. `make test`
## fails while a committed one is stale (DocsAreCurrentTests).
docs: deps
	$(SWIFT) build --product showbook-docs
	.build/debug/showbook-docs

## install: the binary carries its data (compiled in), so it works from any PREFIX; the man
## page goes to $(PREFIX)/share/man/man1.
install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(MAN_DIR)
	install -m 0755 $(SHOWBOOK) $(DESTDIR)$(PREFIX)/bin/showbook
	install -m 0644 man/showbook.1 $(DESTDIR)$(MAN_DIR)/showbook.1

clean:
	$(SWIFT) package clean
	rm -rf .build
