#!/usr/bin/env bash
# Benchmark intentgen on a large synthetic definitions set (see Benchmarks/README.md).
#
#   Benchmarks/run.sh            # build, generate the set, measure, print Markdown tables
#   REPS=3 Benchmarks/run.sh     # fewer repetitions (default 5; the median is reported)
#   KEEP=1 Benchmarks/run.sh     # keep the temporary folder (its path is printed)
#   Benchmarks/run.sh hostile    # issue 12's hostile inputs: time, peak memory, verdicts
#   INTENTGEN=path Benchmarks/run.sh hostile   # the same for another build (no build step)
#   Benchmarks/run.sh issue30    # issue 30's targets, every output kind, each against its floor
#
# Builds intentgen in release mode into .build-bench (never the default .build), with the Swift
# runtime linked statically on Linux as a shipped command-line tool would be. Needs swift, python3,
# cc, pkg-config + libyaml (yaml-0.1) and GNU time (/usr/bin/time, Debian package `time`).
set -euo pipefail

MODE=${1:-standard}
[[ $MODE == standard || $MODE == hostile || $MODE == issue30 ]] || {
    printf 'usage: %s [hostile | issue30]\n' "$0" >&2
    exit 2
}
REPS=${REPS:-5}
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BENCH="$ROOT/Benchmarks"
SCRATCH="$ROOT/.build-bench"

log() { printf '%s\n' "$*" >&2; }

# --- Tools -------------------------------------------------------------------------------------
if [[ ! -x /usr/bin/time ]]; then
    if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
        log "installing GNU time (/usr/bin/time is missing)"
        apt-get update -qq >/dev/null && apt-get install -y -qq time >/dev/null
    else
        log "error: /usr/bin/time (GNU time) is missing; install it (Debian/Ubuntu: apt-get install time)"
        exit 2
    fi
fi
if [[ $MODE == hostile ]]; then
    # shellcheck source=Benchmarks/hostile.sh
    source "$BENCH/hostile.sh"
    exit 0
fi
for tool in swift swiftc python3 cc pkg-config; do
    command -v "$tool" >/dev/null || { log "error: $tool is missing"; exit 2; }
done
pkg-config --exists yaml-0.1 || { log "error: libyaml (pkg-config yaml-0.1) is missing"; exit 2; }

WORK=$(mktemp -d "${TMPDIR:-/tmp}/intentgen-bench.XXXXXX")
if [[ -n ${KEEP:-} ]]; then
    log "keeping $WORK"
else
    trap 'rm -rf "$WORK"' EXIT
fi

# --- Build -------------------------------------------------------------------------------------
STATIC=()
[[ $(uname -s) == Linux ]] && STATIC=(--static-swift-stdlib)
log "building intentgen (release ${STATIC[*]}, $SCRATCH)"
(cd "$ROOT" && swift build -c release "${STATIC[@]}" --scratch-path "$SCRATCH" --product intentgen >"$WORK/build.log" 2>&1) || {
    cat "$WORK/build.log" >&2
    exit 1
}
INTENTGEN="$(cd "$ROOT" && swift build -c release "${STATIC[@]}" --scratch-path "$SCRATCH" --show-bin-path)/intentgen"

log "compiling the C floors (yaml-parse.c, write-baseline.c, check-baseline.c) and hello.swift"
for floor in yaml-parse write-baseline check-baseline; do
    # shellcheck disable=SC2046  # pkg-config output is meant to be split
    cc -O2 "$BENCH/$floor.c" $(pkg-config --cflags --libs yaml-0.1) -o "$WORK/$floor"
done
echo 'print("hi")' >"$WORK/hello.swift"
swiftc -O "$WORK/hello.swift" -o "$WORK/hello" 2>"$WORK/hello.log" || { cat "$WORK/hello.log" >&2; exit 1; }

# --- Measuring ---------------------------------------------------------------------------------
# run_once NAME RECORD PREPARE -- COMMAND...: runs the command once after PREPARE (a shell snippet,
# untimed); with RECORD 1, appends its numbers to $WORK/NAME.tsv (0 is a warm-up). Wall time comes
# from bash's microsecond clock around GNU time (whose own %e has 10 ms resolution); peak RSS (KiB),
# user and system CPU seconds from GNU time's %M %U %S; last, the CPU seconds (user + system) to
# the millisecond, from bash's `times` before and after (its children's, so the command's).
run_once() {
    local name=$1 record=$2 prepare=$3
    shift 4
    local start end
    eval "$prepare"
    times >"$WORK/times.before"
    start=$EPOCHREALTIME
    /usr/bin/time -f '%M\t%U\t%S' -o "$WORK/time.out" "$@" >/dev/null 2>"$WORK/stderr.out" || {
        cat "$WORK/stderr.out" >&2
        log "error: $name failed: $*"
        exit 1
    }
    end=$EPOCHREALTIME
    times >"$WORK/times.after"
    ((record)) || return 0
    printf '%s\t%s\t%s\n' "$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f", b - a }')" \
        "$(tail -n 1 "$WORK/time.out")" "$(cpu_seconds "$WORK/times.before" "$WORK/times.after")" >>"$WORK/$name.tsv"
}

# cpu_seconds BEFORE AFTER: the children's user + system seconds between two outputs of `times`
# (its second line, as `0m0.214s 0m0.020s`).
cpu_seconds() {
    awk 'function seconds(text, parts) { split(text, parts, "m"); sub(/s$/, "", parts[2]); return parts[1] * 60 + parts[2] }
        FNR == 2 { total = seconds($1) + seconds($2); if (NR == FNR) before = total; else after = total }
        END { printf "%.3f", after - before }' "$1" "$2"
}

# measure NAME PREPARE -- COMMAND...: one warm-up run, then $REPS runs, into $WORK/NAME.tsv.
measure() {
    local name=$1 prepare=$2
    shift 3
    : >"$WORK/$name.tsv"
    local rep
    for ((rep = 0; rep <= REPS; rep++)); do
        run_once "$name" $((rep > 0)) "$prepare" -- "$@"
    done
}

if [[ $MODE == issue30 ]]; then
    # shellcheck source=Benchmarks/issue30.sh
    source "$BENCH/issue30.sh"
    exit 0
fi

# --- Definitions -------------------------------------------------------------------------------
log "writing the definitions sets"
python3 "$BENCH/make-definitions.py" "$WORK/defs" >/dev/null
python3 "$BENCH/make-definitions.py" "$WORK/defs-0.1" --scale 0.1 >/dev/null
python3 "$BENCH/make-definitions.py" "$WORK/defs-split" --files 4 >/dev/null
python3 "$BENCH/make-definitions.py" "$WORK/defs-3" --scale 3 >/dev/null
mkdir -p "$WORK/wide" "$WORK/narrow"
python3 "$BENCH/make-wide.py" "$WORK/wide/Wide.intents.yml" --members 1000 --intents 1
python3 "$BENCH/make-wide.py" "$WORK/narrow/Narrow.intents.yml" --members 100 --intents 10
LARGE="$WORK/defs/Large.intents.yml"

for set in defs defs-0.1 defs-split defs-3 wide narrow; do
    if ! "$INTENTGEN" lint "$WORK/$set" >"$WORK/lint.out" 2>&1; then
        cat "$WORK/lint.out" >&2
        log "error: the generated set $set does not lint clean"
        exit 1
    fi
done
log "all sets lint clean ($(tail -n 1 "$WORK/lint.out"))"

OUT="$WORK/out"

log "measuring ($REPS runs each, median)"
measure parse ':' -- "$WORK/yaml-parse" "$LARGE"
measure lint ':' -- "$INTENTGEN" lint "$LARGE"
measure generate 'rm -rf "$OUT"' -- "$INTENTGEN" generate "$LARGE" -o "$OUT/Generated" --handler-output "$OUT/Handler"
OUTPUT_BYTES=$(du -sb --exclude=.intentgen "$OUT" | cut -f1)
OUTPUT_FILES=$(find "$OUT" -type f ! -path "*/.intentgen/*" | wc -l)
# The floor: parse, then write the same bytes (read from the output just made).
measure baseline 'rm -rf "$WORK/baseline-out"' -- "$WORK/write-baseline" "$LARGE" "$OUT" "$WORK/baseline-out"
# The output folder now holds the previous run's files: nothing changes. The build stamp lets
# the run stop after reading the input; --check compares every output in full instead.
measure noop ':' -- "$INTENTGEN" generate "$LARGE" -o "$OUT/Generated" --handler-output "$OUT/Handler"
measure noop-full ':' -- "$INTENTGEN" generate "$LARGE" -o "$OUT/Generated" --handler-output "$OUT/Handler" --check
# The example definitions of the repository, through their project spec.
SPEC_OUT="$WORK/spec"
mkdir -p "$SPEC_OUT"
cp -R "$ROOT/Definitions" "$SPEC_OUT/"
"$INTENTGEN" generate --spec "$SPEC_OUT/Definitions/project.yml" >/dev/null
measure noop-spec ':' -- "$INTENTGEN" generate --spec "$SPEC_OUT/Definitions/project.yml"
measure hello ':' -- "$WORK/hello"
measure version ':' -- "$INTENTGEN" --version

# Scaling: the same generate at a tenth of the size, and the full size split into 4 files.
OUT_SMALL="$WORK/out-0.1"
measure generate-0.1 'rm -rf "$OUT_SMALL"' -- "$INTENTGEN" generate "$WORK/defs-0.1" -o "$OUT_SMALL/Generated" --handler-output "$OUT_SMALL/Handler"
measure noop-0.1 ':' -- "$INTENTGEN" generate "$WORK/defs-0.1" -o "$OUT_SMALL/Generated" --handler-output "$OUT_SMALL/Handler"
measure noop-full-0.1 ':' -- "$INTENTGEN" generate "$WORK/defs-0.1" -o "$OUT_SMALL/Generated" --handler-output "$OUT_SMALL/Handler" --check
measure baseline-0.1 'rm -rf "$WORK/baseline-out"' -- "$WORK/write-baseline" "$WORK/defs-0.1/Large.intents.yml" "$OUT_SMALL" "$WORK/baseline-out"
measure lint-0.1 ':' -- "$INTENTGEN" lint "$WORK/defs-0.1"
OUT_SPLIT="$WORK/out-split"
measure generate-split 'rm -rf "$OUT_SPLIT"' -- "$INTENTGEN" generate "$WORK/defs-split" -o "$OUT_SPLIT/Generated" --handler-output "$OUT_SPLIT/Handler"
measure noop-split ':' -- "$INTENTGEN" generate "$WORK/defs-split" -o "$OUT_SPLIT/Generated" --handler-output "$OUT_SPLIT/Handler"
measure lint-split ':' -- "$INTENTGEN" lint "$WORK/defs-split"
OUT_3="$WORK/out-3"
measure generate-3 'rm -rf "$OUT_3"' -- "$INTENTGEN" generate "$WORK/defs-3" -o "$OUT_3/Generated" --handler-output "$OUT_3/Handler"
# The same amount of definitions in one very wide intent and in ten narrow ones.
measure lint-wide ':' -- "$INTENTGEN" lint "$WORK/wide"
measure lint-narrow ':' -- "$INTENTGEN" lint "$WORK/narrow"

# --- Report ------------------------------------------------------------------------------------
INPUT_BYTES=$(stat -c %s "$LARGE")
INPUT_SMALL_BYTES=$(stat -c %s "$WORK/defs-0.1/Large.intents.yml")
INPUT_3_BYTES=$(stat -c %s "$WORK/defs-3/Large.intents.yml")
EVENTS=$("$WORK/yaml-parse" "$LARGE" | cut -d' ' -f1)

python3 - "$WORK" "$REPS" "$INPUT_BYTES" "$INPUT_SMALL_BYTES" "$OUTPUT_BYTES" "$OUTPUT_FILES" "$EVENTS" "$INPUT_3_BYTES" <<'PY'
import statistics
import sys

work, reps, input_bytes, input_small, output_bytes, output_files, events, input_3 = sys.argv[1:]
input_bytes, input_small, output_bytes, input_3 = int(input_bytes), int(input_small), int(output_bytes), int(input_3)
MIB = 1024 * 1024


def load(name):
    rows = [line.split("\t") for line in open(f"{work}/{name}.tsv") if line.strip()]
    column = lambda i: [float(row[i]) for row in rows]
    walls = column(0)
    return (statistics.median(walls), statistics.median(column(1)) / 1024, min(walls), max(walls),
            statistics.median(column(2)), statistics.median(column(3)))


r = {name: load(name) for name in
     ["parse", "baseline", "lint", "generate", "noop", "noop-full", "noop-spec", "hello", "version",
      "generate-0.1", "noop-0.1", "noop-full-0.1", "baseline-0.1", "lint-0.1", "generate-split", "noop-split", "lint-split", "generate-3",
      "lint-wide", "lint-narrow"]}
labels = [
    ("parse", "raw libyaml parse (`yaml-parse.c`, events only)"),
    ("baseline", "raw parse, then write the same output bytes (`write-baseline.c`)"),
    ("lint", "`intentgen lint`"),
    ("generate", "`intentgen generate` into an empty folder"),
    ("noop", "`intentgen generate` again, nothing changes (no-op: the build stamp)"),
    ("noop-full", "`intentgen generate --check`, nothing changes (every output compared)"),
    ("noop-spec", "no-op `intentgen generate --spec` of the repository's `Definitions/`"),
    ("hello", "hello-world Swift executable (`print(\"hi\")`, process-start floor)"),
    ("version", "`intentgen --version` (intentgen's own start: the runtime, ArgumentParser)"),
]
print(f"Input: one file, {input_bytes / MIB:.2f} MiB, {events} libyaml events. "
      f"Output of generate: {output_files} files, {output_bytes / MIB:.2f} MiB. "
      f"Median of {reps} runs after one warm-up.\n")
print("| step | wall s (median) | min–max s | user s | sys s | peak RSS MiB |")
print("|---|---:|---:|---:|---:|---:|")
for key, label in labels:
    wall, rss, low, high, user, system = r[key]
    print(f"| {label} | {wall:.3f} | {low:.3f}–{high:.3f} | {user:.2f} | {system:.2f} | {rss:.1f} |")


def ratio(a, b):
    return a / b if b > 0 else float("inf")


gen, noop, parse, hello, lint = (r[k][0] for k in ["generate", "noop", "parse", "hello", "lint"])
baseline = r["baseline"][0]
rss = r["generate"][1]
rss_limit = 5 * input_bytes / MIB + 30
rss_3, rss_3_limit = r["generate-3"][1], 5 * input_3 / MIB + 30
scale_gen = ratio(gen, r["generate-0.1"][0])
scale_base = ratio(baseline, r["baseline-0.1"][0])
scale_full = ratio(r["noop-full"][0], r["noop-full-0.1"][0])
scale_lint = ratio(lint, r["lint-0.1"][0])
verdict = lambda ok: "met" if ok else "**not met**"
print()
print("| target (issue 8) | measured | verdict |")
print("|---|---:|---|")
print(f"| generate ≤ 3× (raw parse + writing the same bytes) | {ratio(gen, baseline):.2f}× ({gen:.3f} s / {baseline:.3f} s) | {verdict(gen <= 3 * baseline)} |")
print(f"| no-op generate ≤ 1.5× hello-world start | {ratio(noop, hello):.2f}× ({noop * 1000:.1f} ms / {hello * 1000:.1f} ms) | {verdict(noop <= 1.5 * hello)} |")
print(f"| the same for the repository's `Definitions/` (spec) | {ratio(r['noop-spec'][0], hello):.2f}× ({r['noop-spec'][0] * 1000:.1f} ms) | {verdict(r['noop-spec'][0] <= 1.5 * hello)} |")
print(f"| 10× input ≤ 10.5× time: the compiler's work (`generate --check`, scale 0.1 → 1.0) | {scale_full:.1f}× | {verdict(scale_full <= 10.5)} |")
print(f"| … `lint` | {scale_lint:.1f}× | {verdict(scale_lint <= 10.5)} |")
print(f"| … `generate` into an empty folder (the write floor alone: {scale_base:.1f}×) | {scale_gen:.1f}× | {verdict(scale_gen <= 10.5)} |")
print(f"| peak memory ≤ 5× input + 30 MiB (scale 1.0, {input_bytes / MIB:.2f} MiB) | {rss:.1f} MiB (limit {rss_limit:.1f}) | {verdict(rss <= rss_limit)} |")
print(f"| the same at scale 3 ({input_3 / MIB:.2f} MiB) | {rss_3:.1f} MiB (limit {rss_3_limit:.1f}) | {verdict(rss_3 <= rss_3_limit)} |")
print()
print("| ratio | value |")
print("|---|---:|")
print(f"| generate / raw parse | {ratio(gen, parse):.1f}× |")
print(f"| lint / raw parse | {ratio(lint, parse):.1f}× |")
print(f"| no-op (stamp) / `intentgen --version` | {ratio(noop, r['version'][0]):.2f}× |")
print(f"| no-op compared in full (`--check`) / generate | {ratio(r['noop-full'][0], gen):.2f} |")
print(f"| peak RSS per MiB of input, scale 1.0 → 3 | {ratio(rss_3 - rss, (input_3 - input_bytes) / MIB):.1f} MiB |")
print(f"| lint of one 1,000-member intent / ten 100-member intents (same size) | {ratio(r['lint-wide'][0], r['lint-narrow'][0]):.2f} |")
print(f"| input size | {input_bytes / MIB:.2f} MiB |")
print(f"| output size (generated + handler) | {output_bytes / MIB:.2f} MiB |")

print()
print(f"Scaling, wall s (median): scale 0.1 is {input_small / MIB:.2f} MiB, "
      f"{ratio(input_bytes, input_small):.1f}× smaller; ~10× means linear (the fixed process start "
      f"makes the small runs relatively slower). The split set is the full set in 4 self-contained files.\n")
print("| command | scale 0.1 | scale 1.0 | 1.0 / 0.1 | 1.0 split into 4 files | split / single |")
print("|---|---:|---:|---:|---:|---:|")
for key, label in [("generate", "generate into an empty folder"), ("noop", "no-op generate (stamp)"), ("lint", "lint")]:
    small, full, split = r[key + "-0.1"][0], r[key][0], r[key + "-split"][0]
    print(f"| {label} | {small:.3f} | {full:.3f} | {ratio(full, small):.1f}× | {split:.3f} | {ratio(split, full):.2f} |")
PY
