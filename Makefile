# The two commands of the README. Both install libyaml first when it is missing.
.PHONY: run test deps

# The main job: compile the example definitions in Definitions/.
run: deps
	swift run intentgen lint Definitions

# The whole test suite (what CI runs).
test: deps
	swift test --disable-swift-testing

deps:
	@./scripts/ensure-deps.sh
