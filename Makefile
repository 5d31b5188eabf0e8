# The two commands of the README. Both install libyaml first when it is missing.
.PHONY: run test deps

# The main job: compile the example definitions in Definitions/ into out/.
run: deps
	swift run intentgen generate Definitions --output out/Generated --handler-output out/IntentsExtension

# The whole test suite (what CI runs).
test: deps
	swift test --disable-swift-testing

deps:
	@./scripts/ensure-deps.sh
