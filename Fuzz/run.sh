#!/usr/bin/env bash
# Fuzzes intentgen's compiler with libFuzzer and AddressSanitizer (leak checking on). Not part of
# CI: it runs long. See Fuzz/README.md.
#
#   Fuzz/run.sh                               # build, then 1,000,000 inputs in `compile` mode
#   MODE=load RUNS=5000000 Fuzz/run.sh        # the YAML loader alone, on arbitrary bytes
#   MODE=structured RUNS=2000000 Fuzz/run.sh  # well-formed documents built from the bytes
#   MODE=plist RUNS=2000000 Fuzz/run.sh       # the XML property-list reader and writer
#   MODE=import RUNS=2000000 Fuzz/run.sh      # .intentdefinition → importer → compiler
#   MODE=spec RUNS=2000000 Fuzz/run.sh        # XcodeGen project.yml → loader → planner → renderer
#   MODE=strings RUNS=2000000 Fuzz/run.sh     # .strings tables
#   MODE=stamp RUNS=2000000 Fuzz/run.sh       # build stamps
#   MODE=swift-import RUNS=2000000 Fuzz/run.sh  # Swift sources → import of Swift → compiler (SwiftImport/)
#   FUZZ_ARGS="-len_control=0" …              # more libFuzzer flags
#
# Seeds for `load` and `compile` are the Definitions/ examples, the generation fixtures (every
# key of the language) and the broken-input fixtures; for
# `plist` and `import` the .intentdefinition corpus in ../shared/corpus/intentdefinition; for
# `spec` Fuzz/seeds/spec, the broken-spec fixtures and ../shared/corpus/projectyml (../shared is
# read where it lies, never copied). Each mode keeps its growing corpus in .build-fuzz/corpus-<mode>.
# Findings land in Fuzz/findings/.
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${MODE:-compile}"
work="${FUZZ_WORK:-.build-fuzz}"
corpus="$work/corpus-$mode"
shared="../shared/corpus"
mkdir -p "$corpus" Fuzz/findings
seeds=()
max_len=4096
case "$mode" in
    load|compile)
        cp Definitions/*.intents.yml Tests/IntentGenCoreTests/Fixtures/invalid/*.yml \
            Tests/IntentGenCoreTests/Fixtures/generation/*.intents.yml \
            Tests/IntentGenCoreTests/Fixtures/fuzz/*.intents.yml "$corpus/" 2>/dev/null || true ;;
    plist|import)
        max_len=32768  # the corpus's largest .intentdefinition is 29 KB
        cp Tests/IntentGenCoreTests/Fixtures/fuzz/*.intentdefinition "$corpus/" 2>/dev/null || true
        [ -d "$shared/intentdefinition" ] && seeds+=("$shared/intentdefinition") ;;
    strings)
        find Tests/IntentGenCoreTests/Snapshots -name '*.strings' -exec cp {} "$corpus/" \; ;;
    stamp)
        cp Fuzz/seeds/stamp/* "$corpus/" 2>/dev/null || true ;;
    swift-import)
        max_len=16384
        find SwiftImport/Tests/IntentGenSwiftImportTests/Fixtures -name '*.swift' -exec cp {} "$corpus/" \; ;;
    spec)
        max_len=16384
        cp Tests/IntentGenCoreTests/Fixtures/fuzz/*.project.yml "$corpus/" 2>/dev/null || true
        seeds+=(Fuzz/seeds/spec Tests/IntentGenCoreTests/Fixtures/invalid-specs)
        [ -d "$shared/projectyml" ] && seeds+=("$shared/projectyml") ;;
esac
binary="$work/intentgen-fuzz"
sources=$(find Sources/IntentGenCore -name '*.swift' | sort)
if [ "$mode" = swift-import ]; then
    # SwiftSyntax comes with the SwiftImport package, so SwiftPM builds this one, every module
    # instrumented; the product replays inputs when built without the fuzzer.
    scratch="$work/swift-import"
    if [ -z "${NO_BUILD:-}" ]; then
        swift build --package-path SwiftImport -c release --scratch-path "$scratch" \
            --product intentgen-import-swift-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DINTENTGEN_FUZZ
    fi
    binary="$scratch/release/intentgen-import-swift-fuzz"
elif [ -z "${NO_BUILD:-}" ]; then
    swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name IntentGenCore -D INTENTGEN_FUZZ \
        -I Sources/CYaml $(pkg-config --libs yaml-0.1) \
        $sources Tests/IntentGenCoreTests/Support/Promises*.swift Tests/IntentGenCoreTests/Support/GenerationRequest+Switches.swift Fuzz/FuzzEntry.swift -o "$binary" 2>&1 \
        | grep -v 'Cannot export local symbol' || true
fi
# No Swift backtracer on a finding: AddressSanitizer reports its stack reads as errors.
SWIFT_BACKTRACE=enable=no INTENTGEN_FUZZ_MODE="$mode" "$binary" -runs="${RUNS:-1000000}" -max_len="${MAX_LEN:-$max_len}" -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="Fuzz/findings/$mode-" ${FUZZ_ARGS:-} "$corpus" \
    ${seeds[@]+"${seeds[@]}"}
