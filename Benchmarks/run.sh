#!/usr/bin/env bash
# Benchmark intentgen on a large synthetic definitions set (see Benchmarks/README.md).
#
#   Benchmarks/run.sh            # build, generate the set, measure, print Markdown tables
#   REPS=3 Benchmarks/run.sh     # fewer repetitions (default 5; the median is reported)
#   KEEP=1 Benchmarks/run.sh     # keep the temporary folder (its path is printed)
#
# Builds intentgen in release mode into .build-bench (never the default .build). Needs swift,
# python3, cc, pkg-config + libyaml (yaml-0.1) and GNU time (/usr/bin/time, Debian package `time`).
set -euo pipefail

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
log "building intentgen (release, $SCRATCH)"
(cd "$ROOT" && swift build -c release --scratch-path "$SCRATCH" --product intentgen >"$WORK/build.log" 2>&1) || {
    cat "$WORK/build.log" >&2
    exit 1
}
INTENTGEN="$(cd "$ROOT" && swift build -c release --scratch-path "$SCRATCH" --show-bin-path)/intentgen"

log "compiling yaml-parse.c and hello.swift"
# shellcheck disable=SC2046  # pkg-config output is meant to be split
cc -O2 "$BENCH/yaml-parse.c" $(pkg-config --cflags --libs yaml-0.1) -o "$WORK/yaml-parse"
echo 'print("hi")' >"$WORK/hello.swift"
swiftc -O "$WORK/hello.swift" -o "$WORK/hello" 2>"$WORK/hello.log" || { cat "$WORK/hello.log" >&2; exit 1; }

# --- Definitions -------------------------------------------------------------------------------
log "writing the definitions sets"
python3 "$BENCH/make-definitions.py" "$WORK/defs" >/dev/null
python3 "$BENCH/make-definitions.py" "$WORK/defs-0.1" --scale 0.1 >/dev/null
python3 "$BENCH/make-definitions.py" "$WORK/defs-split" --files 4 >/dev/null
LARGE="$WORK/defs/Large.intents.yml"

for set in defs defs-0.1 defs-split; do
    if ! "$INTENTGEN" lint "$WORK/$set" >"$WORK/lint.out" 2>&1; then
        cat "$WORK/lint.out" >&2
        log "error: the generated set $set does not lint clean"
        exit 1
    fi
done
log "all sets lint clean ($(tail -n 1 "$WORK/lint.out"))"

# --- Measuring ---------------------------------------------------------------------------------
# measure NAME PREPARE -- COMMAND...: one warm-up run, then $REPS runs; PREPARE (a shell snippet,
# untimed) runs before each. Wall time comes from bash's microsecond clock around GNU time (whose
# own %e has 10 ms resolution); peak RSS (KiB), user and system CPU seconds from GNU time's %M %U %S.
# Results go to $WORK/NAME.tsv.
measure() {
    local name=$1 prepare=$2
    shift 3
    : >"$WORK/$name.tsv"
    local rep start end
    for ((rep = 0; rep <= REPS; rep++)); do
        eval "$prepare"
        start=$EPOCHREALTIME
        /usr/bin/time -f '%M\t%U\t%S' -o "$WORK/time.out" "$@" >/dev/null 2>"$WORK/stderr.out" || {
            cat "$WORK/stderr.out" >&2
            log "error: $name failed: $*"
            exit 1
        }
        end=$EPOCHREALTIME
        ((rep == 0)) && continue # warm-up
        printf '%s\t%s\n' "$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f", b - a }')" \
            "$(tail -n 1 "$WORK/time.out")" >>"$WORK/$name.tsv"
    done
}

OUT="$WORK/out"

log "measuring ($REPS runs each, median)"
measure parse ':' -- "$WORK/yaml-parse" "$LARGE"
measure lint ':' -- "$INTENTGEN" lint "$LARGE"
measure generate 'rm -rf "$OUT"' -- "$INTENTGEN" generate "$LARGE" -o "$OUT/Generated" --handler-output "$OUT/Handler"
OUTPUT_BYTES=$(du -sb "$OUT" | cut -f1)
OUTPUT_FILES=$(find "$OUT" -type f | wc -l)
# The output folder now holds the previous run's files: nothing changes.
measure noop ':' -- "$INTENTGEN" generate "$LARGE" -o "$OUT/Generated" --handler-output "$OUT/Handler"
measure hello ':' -- "$WORK/hello"
measure version ':' -- "$INTENTGEN" --version

# Scaling: the same generate at a tenth of the size, and the full size split into 4 files.
OUT_SMALL="$WORK/out-0.1"
measure generate-0.1 'rm -rf "$OUT_SMALL"' -- "$INTENTGEN" generate "$WORK/defs-0.1" -o "$OUT_SMALL/Generated" --handler-output "$OUT_SMALL/Handler"
measure noop-0.1 ':' -- "$INTENTGEN" generate "$WORK/defs-0.1" -o "$OUT_SMALL/Generated" --handler-output "$OUT_SMALL/Handler"
measure lint-0.1 ':' -- "$INTENTGEN" lint "$WORK/defs-0.1"
OUT_SPLIT="$WORK/out-split"
measure generate-split 'rm -rf "$OUT_SPLIT"' -- "$INTENTGEN" generate "$WORK/defs-split" -o "$OUT_SPLIT/Generated" --handler-output "$OUT_SPLIT/Handler"
measure noop-split ':' -- "$INTENTGEN" generate "$WORK/defs-split" -o "$OUT_SPLIT/Generated" --handler-output "$OUT_SPLIT/Handler"
measure lint-split ':' -- "$INTENTGEN" lint "$WORK/defs-split"

# --- Report ------------------------------------------------------------------------------------
INPUT_BYTES=$(stat -c %s "$LARGE")
INPUT_SMALL_BYTES=$(stat -c %s "$WORK/defs-0.1/Large.intents.yml")
EVENTS=$("$WORK/yaml-parse" "$LARGE" | cut -d' ' -f1)

python3 - "$WORK" "$REPS" "$INPUT_BYTES" "$INPUT_SMALL_BYTES" "$OUTPUT_BYTES" "$OUTPUT_FILES" "$EVENTS" <<'PY'
import statistics
import sys

work, reps, input_bytes, input_small, output_bytes, output_files, events = sys.argv[1:]
input_bytes, input_small, output_bytes = int(input_bytes), int(input_small), int(output_bytes)
MIB = 1024 * 1024


def load(name):
    rows = [line.split("\t") for line in open(f"{work}/{name}.tsv") if line.strip()]
    column = lambda i: [float(row[i]) for row in rows]
    walls = column(0)
    return (statistics.median(walls), statistics.median(column(1)) / 1024, min(walls), max(walls),
            statistics.median(column(2)), statistics.median(column(3)))


r = {name: load(name) for name in
     ["parse", "lint", "generate", "noop", "hello", "version",
      "generate-0.1", "noop-0.1", "lint-0.1", "generate-split", "noop-split", "lint-split"]}
labels = [
    ("parse", "raw libyaml parse (`yaml-parse.c`, events only)"),
    ("lint", "`intentgen lint`"),
    ("generate", "`intentgen generate` into an empty folder"),
    ("noop", "`intentgen generate` again, nothing changes (no-op)"),
    ("hello", "hello-world Swift executable (`print(\"hi\")`, process-start floor)"),
    ("version", "`intentgen --version` (intentgen's own start: Foundation, ArgumentParser)"),
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
print()
print("| ratio | value |")
print("|---|---:|")
print(f"| generate / raw parse | {ratio(gen, parse):.1f}× |")
print(f"| lint / raw parse | {ratio(lint, parse):.1f}× |")
print(f"| no-op generate / generate | {ratio(noop, gen):.2f} |")
print(f"| no-op generate / hello world | {ratio(noop, hello):.1f}× |")
print(f"| no-op generate / `intentgen --version` | {ratio(noop, r['version'][0]):.1f}× |")
print(f"| generate peak RSS / input size | {ratio(r['generate'][1], input_bytes / MIB):.1f}× "
      f"({r['generate'][1]:.1f} MiB for {input_bytes / MIB:.2f} MiB) |")
print(f"| generate peak RSS − hello-world RSS, / input size | "
      f"{ratio(r['generate'][1] - r['hello'][1], input_bytes / MIB):.1f}× |")
print(f"| input size | {input_bytes / MIB:.2f} MiB |")
print(f"| output size (generated + handler) | {output_bytes / MIB:.2f} MiB |")

print()
print(f"Scaling, wall s (median): scale 0.1 is {input_small / MIB:.2f} MiB, "
      f"{ratio(input_bytes, input_small):.1f}× smaller; ~10× means linear (the fixed process start "
      f"makes the small runs relatively slower). The split set is the full set in 4 self-contained files.\n")
print("| command | scale 0.1 | scale 1.0 | 1.0 / 0.1 | 1.0 split into 4 files | split / single |")
print("|---|---:|---:|---:|---:|---:|")
for key, label in [("generate", "generate into an empty folder"), ("noop", "no-op generate"), ("lint", "lint")]:
    small, full, split = r[key + "-0.1"][0], r[key][0], r[key + "-split"][0]
    print(f"| {label} | {small:.3f} | {full:.3f} | {ratio(full, small):.1f}× | {split:.3f} | {ratio(split, full):.2f} |")
PY
