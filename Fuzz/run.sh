#!/usr/bin/env bash
# Fuzzes intentgen's compiler with libFuzzer and AddressSanitizer (leak checking on). Not part of
# CI: it runs long. See Fuzz/README.md.
#
#   Fuzz/run.sh                               # build, then 1,000,000 inputs in `compile` mode
#   MODE=load RUNS=5000000 Fuzz/run.sh        # the YAML loader alone, on arbitrary bytes
#   MODE=structured RUNS=2000000 Fuzz/run.sh  # well-formed documents built from the bytes
#   FUZZ_ARGS="-len_control=0" …              # more libFuzzer flags
#
# Seeds for `load` and `compile` are the Definitions/ examples and the broken-input fixtures; each
# mode keeps its growing corpus in .build-fuzz/corpus-<mode>. Findings land in Fuzz/findings/.
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${MODE:-compile}"
work="${FUZZ_WORK:-.build-fuzz}"
corpus="$work/corpus-$mode"
mkdir -p "$corpus" Fuzz/findings
if [ "$mode" != structured ]; then
    cp Definitions/*.intents.yml Tests/IntentGenCoreTests/Fixtures/invalid/*.yml \
        Tests/IntentGenCoreTests/Fixtures/fuzz/*.yml "$corpus/" 2>/dev/null || true
fi
binary="$work/intentgen-fuzz"
sources=$(find Sources/IntentGenCore -name '*.swift' | sort)
if [ -z "${NO_BUILD:-}" ]; then
    swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name IntentGenCore -D INTENTGEN_FUZZ \
        -I Sources/CYaml $(pkg-config --libs yaml-0.1) \
        $sources Tests/IntentGenCoreTests/Support/Promises.swift Fuzz/FuzzEntry.swift -o "$binary" 2>&1 \
        | grep -v 'Cannot export local symbol' || true
fi
INTENTGEN_FUZZ_MODE="$mode" "$binary" -runs="${RUNS:-1000000}" -max_len="${MAX_LEN:-4096}" -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="Fuzz/findings/$mode-" ${FUZZ_ARGS:-} "$corpus"
