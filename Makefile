# The two commands of the README. Both install libyaml first when it is missing.
.PHONY: run test deps release install artifactbundle

# The main job: generate every target of Definitions/project.yml (into out/<target>/).
run: deps
	swift run intentgen generate --spec Definitions/project.yml

# The whole test suite (what CI runs): the format lint, the XCTest suite, then the build
# integrations for real.
test: deps
	./scripts/format-lint.sh
	swift test --disable-swift-testing
	./Examples/check-integrations.sh

deps:
	@./scripts/ensure-deps.sh

# A self-contained binary (no shared library needed) in .build/release/intentgen.
release:
	./scripts/build-release.sh

# Installs that binary as $(PREFIX)/bin/intentgen.
PREFIX ?= /usr/local
install: release
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 .build/release/intentgen "$(DESTDIR)$(PREFIX)/bin/intentgen"

# dist/intentgen.artifactbundle.zip: the binary as a SwiftPM artifact bundle.
artifactbundle:
	./scripts/make-artifactbundle.sh
