# The two commands of the README. Both install libyaml first when it is missing.
.PHONY: run test deps preview release install install-swift-import artifactbundle

# The main job: generate every target of Definitions/project.yml (into out/<target>/).
run: deps
	swift run intentgen generate --spec Definitions/project.yml

# The whole test suite (what CI runs): the format lint, the XCTest suite (with the preview's
# browser tests, for which it installs Chromium when it can), then the build integrations for real.
test: deps
	./scripts/ensure-browser.sh
	./scripts/format-lint.sh
	swift test --disable-swift-testing
	swift test --package-path SwiftImport --disable-swift-testing
	./Examples/check-integrations.sh

deps:
	@./scripts/ensure-deps.sh

# The preview of Definitions/: a static site of what people will see (open preview/index.html).
preview: deps
	swift run intentgen preview --spec Definitions/project.yml -o preview

# A self-contained binary (no shared library needed) in .build/release/intentgen.
release:
	./scripts/build-release.sh

# Installs that binary as $(PREFIX)/bin/intentgen.
PREFIX ?= /usr/local
install: release
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 .build/release/intentgen "$(DESTDIR)$(PREFIX)/bin/intentgen"

# Installs intentgen-import-swift (SwiftImport/) beside it, which `intentgen import` runs for Swift
# sources (a release build of SwiftSyntax: several minutes the first time).
install-swift-import:
	swift build -c release --package-path SwiftImport --product intentgen-import-swift
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 SwiftImport/.build/release/intentgen-import-swift "$(DESTDIR)$(PREFIX)/bin/intentgen-import-swift"

# dist/intentgen.artifactbundle.zip: the binary as a SwiftPM artifact bundle.
artifactbundle:
	./scripts/make-artifactbundle.sh
