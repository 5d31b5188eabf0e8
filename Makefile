# The two commands of the README. Both install libyaml first when it is missing.
.PHONY: run test deps

# The main job: generate every target of Definitions/project.yml (into out/<target>/).
run: deps
	swift run intentgen generate --spec Definitions/project.yml

# The whole test suite (what CI runs).
test: deps
	swift test --disable-swift-testing

deps:
	@./scripts/ensure-deps.sh
