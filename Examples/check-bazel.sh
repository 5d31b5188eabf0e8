#!/usr/bin/env bash
# Checks the Bazel rule (bazel/intentgen.bzl) for real, on Examples/Bazel with Bazel 4.2 (Debian's
# bazel-bootstrap, installed here when missing, as scripts/ensure-deps.sh installs libyaml): a
# first build generates, a second build executes no action, and a build in another output base
# writes byte-identical files. Runs the release binary (.build/release/intentgen, built when
# missing). Called by Examples/check-integrations.sh; ends with "bazel: N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
example="$root/Examples/Bazel"
work="$(mktemp -d "${TMPDIR:-/tmp}/intentgen-bazel.XXXXXX")"
passed=0
failed=0

run_as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo -n "$@"; fi
}

if ! command -v bazel >/dev/null 2>&1; then
    if command -v apt-get >/dev/null 2>&1; then
        echo "Installing bazel-bootstrap (Bazel 4.2) with apt-get…" >&2
        if ! DEBIAN_FRONTEND=noninteractive run_as_root apt-get install -y -qq bazel-bootstrap >/dev/null 2>&1; then
            run_as_root apt-get update -qq >/dev/null 2>&1
            DEBIAN_FRONTEND=noninteractive run_as_root apt-get install -y -qq bazel-bootstrap >/dev/null 2>&1
        fi
    fi
    if ! command -v bazel >/dev/null 2>&1; then
        echo "bazel: skipped: Bazel is not installed and bazel-bootstrap could not be installed (apt-get install bazel-bootstrap)"
        rm -rf "$work"
        exit 0
    fi
fi

if [[ ! -x "$root/.build/release/intentgen" ]]; then
    ./scripts/build-release.sh > "$work/release.log" 2>&1 || { tail -n 20 "$work/release.log"; exit 1; }
fi

first_base="$work/output-base-1"
second_base="$work/output-base-2"
cleanup() {
    for base in "$first_base" "$second_base"; do
        [[ -d "$base" ]] && (cd "$example" && bazel --output_base="$base" shutdown) > /dev/null 2>&1
    done
    chmod -R u+w "$work" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

check() {
    local name="$1"
    shift
    if "$@"; then
        echo "ok: $name"
        passed=$((passed + 1))
    else
        echo "FAILED: $name"
        failed=$((failed + 1))
    fi
}

# Bazel in the example workspace, with an output base of the check's own and without the user's
# rc file (a remote cache or disk cache there would change what runs; the system's rc file stays:
# Debian's names Bazel's install base there); no symlinks are left in the workspace. The server
# quits when idle, should the trap not run.
bazel_in() {
    local base="$1" command="$2"
    shift 2
    (cd "$example" && bazel --nohome_rc --output_base="$base" --max_idle_secs=120 \
        "$command" --symlink_prefix=/ --nosandbox_debug "$@")
}

# The Swift files a build left, as "digest  path" lines, in a stable order.
generated_files() {
    (cd "$1" && find intents app_intents -type f | LC_ALL=C sort | xargs sha256sum)
}

# Spawns in an execution log (--execution_log_json_file: one JSON object per spawn) run by the
# mnemonic given.
spawns() {
    grep -c "\"mnemonic\": \"$2\"" "$1" || true
}

start=$(date +%s)
bazel_in "$first_base" build //... --execution_log_json_file="$work/first.json" > "$work/first.log" 2>&1
first_time=$(($(date +%s) - start))
check "the first build succeeds (checking the generated files in //:generated_check)" \
    grep -q "Build completed successfully" "$work/first.log"
check "the first build generates, one action per target" test "$(spawns "$work/first.json" IntentGen)" = 2
bin="$(bazel_in "$first_base" info bazel-bin 2>/dev/null)"
check "each target's folder holds its declared Swift files and nothing else" test "$(cd "$bin" && find intents app_intents | LC_ALL=C sort | tr '\n' ' ')" = \
    "app_intents app_intents/Widgets_QuickAction.intents.swift intents intents/Pokemon.intents.swift intents/Widgets_QuickAction.intents.swift "
generated_files "$bin" > "$work/first.sums" 2>/dev/null

start=$(date +%s)
bazel_in "$first_base" build //... --execution_log_json_file="$work/second.json" > "$work/second.log" 2>&1
second_time=$(($(date +%s) - start))
check "a second build succeeds" grep -q "Build completed successfully" "$work/second.log"
# Bazel counts its own bookkeeping (the workspace status) as an internal process; no spawn runs.
check "a second build executes no action" bash -c \
    "[[ ! -s '$work/second.json' ]] && grep -Eq '^INFO: (0 processes\\.|[0-9]+ process(es)?: [0-9]+ internal\\.)\$' '$work/second.log'"


start=$(date +%s)
bazel_in "$second_base" build //... > "$work/other.log" 2>&1
other_time=$(($(date +%s) - start))
check "a build in another output base succeeds" grep -q "Build completed successfully" "$work/other.log"
generated_files "$(bazel_in "$second_base" info bazel-bin 2>/dev/null)" > "$work/other.sums" 2>/dev/null
check "two output bases give byte-identical files" bash -c "[[ -s '$work/first.sums' ]] && cmp -s '$work/first.sums' '$work/other.sums'"

echo "bazel: first build ${first_time}s (Bazel's first start included), no-op build ${second_time}s, other output base ${other_time}s"
if [[ $failed -gt 0 ]]; then
    for log in "$work"/*.log "$work"/*.sums; do echo "--- $log"; tail -n 20 "$log"; done
fi
echo "bazel: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
