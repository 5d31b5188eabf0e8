#!/usr/bin/env bash
# Fuzzes intentgen's compiler with libFuzzer and AddressSanitizer (not part of CI: it runs long).
#
#   Fuzz/run.sh                 # build, then run 1,000,000 inputs from the seed corpus
#   RUNS=5000000 Fuzz/run.sh    # more
#
# Seeds are the Definitions/ examples and the broken-input fixtures; crashes land in
# Fuzz/findings/ (keep each as a regression fixture once fixed).
set -euo pipefail
cd "$(dirname "$0")/.."
work="${FUZZ_WORK:-.build-fuzz}"
mkdir -p "$work/corpus" Fuzz/findings
cp Definitions/*.intents.yml Tests/IntentGenCoreTests/Fixtures/invalid/*.yml "$work/corpus/" 2>/dev/null || true
sources=$(find Sources/IntentGenCore -name '*.swift' | sort)
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name IntentGenCore \
    -I Sources/CYaml -lyaml $(pkg-config --libs yaml-0.1) \
    $sources Fuzz/FuzzEntry.swift -o "$work/intentgen-fuzz" 2>&1 | grep -v 'Cannot export local symbol' || true
"$work/intentgen-fuzz" -runs="${RUNS:-1000000}" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix=Fuzz/findings/ "$work/corpus"
