# The two commands of the README. Both install libyaml first when it is missing.
.PHONY: run test deps

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
