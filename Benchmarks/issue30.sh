# Issue 30's targets, sourced by `Benchmarks/run.sh issue30` (see Benchmarks/README.md) after the
# build, with run.sh's WORK, INTENTGEN, REPS, log, run_once and the compiled C floors.
#
# Every measure runs with every output kind and is compared with its floor measured in the same
# run: each round runs every command once, floors and measures in turn, so a burst of load from
# elsewhere hits a measure and its floor alike. One round is a warm-up, then $REPS rounds; the
# report gives the medians, and the spread of the per-round ratios shows how noisy the run was.

# Every output kind, for lint (which plans them) and generate (which writes or compares them).
# Widgets, controls and App Shortcuts come with appIntents (on by default).
KINDS=(--generate intents --generate handler --generate infoPlist --generate appIntents --generate xcodeDefinition)

# The sets: NAME SCALE FILES. "one" is one large file; "many" is the same scale split into files
# of about 8.6 KiB each (5 intents, 1 enum, 1 type), so 4x the input is 4x the files.
SETS=("one-0.25 0.25 1" "one-1 1 1" "one-3 3 1" "many-0.25 0.25 50" "many-1 1 200" "many-3 3 600")
TIMED=(one-0.25 one-1 many-0.25 many-1) # scale 3 is for memory: run once

# generate_args SET: generate's folders and kinds for a set's output in $WORK/out-SET.
generate_args() {
    local out="$WORK/out-$1"
    printf '%s\0' -o "$out/Generated" --handler-output "$out/Handler" --definition-output "$out/Definition" "${KINDS[@]}"
}

# check_kinds SET: counts the files of each output kind in the set's output (into
# $WORK/kinds-SET.tsv) and fails when a kind made none.
check_kinds() {
    local set=$1 out="$WORK/out-$1"
    local -a rows=(
        "SiriKit intent classes (intents)|$out/Generated|*Intent.swift|*AppIntent.swift"
        "SiriKit enums and types (intents)|$out/Generated|*Kind[0-9][0-9][0-9][0-9].swift *Item[0-9][0-9][0-9][0-9].swift|"
        "App Intents, enums and entities (appIntents)|$out/Generated|*AppIntent.swift *AppEnum.swift *AppEntity.swift|"
        "widgets (appIntents)|$out/Generated|*Widget.swift|"
        "controls (appIntents)|$out/Generated|*Control.swift|"
        "App Shortcuts provider and phrases (appIntents)|$out/Generated|AppShortcuts.swift AppShortcuts.xcstrings|"
        "String Catalog (appIntents)|$out/Generated|AppIntents.xcstrings|"
        "user files: perform(), queries, widget providers (appIntents)|$out/Handler|*+Perform.swift *Query.swift *Provider.swift|"
        "handler skeleton (handler)|$out/Handler|IntentHandler.swift|"
        "Info.plist fragment (infoPlist)|$out/Handler|IntentHandler.Info.plist|"
        "Xcode .intentdefinition and .strings (xcodeDefinition)|$out/Definition|*.intentdefinition *.strings|"
    )
    : >"$WORK/kinds-$set.tsv"
    local row label folder patterns exclude count pattern
    local -a skip list
    for row in "${rows[@]}"; do
        IFS='|' read -r label folder patterns exclude <<<"$row"
        read -ra list <<<"$patterns" # split on spaces, no globbing: find matches the patterns
        skip=()
        [[ -n $exclude ]] && skip=(! -name "$exclude")
        count=0
        for pattern in "${list[@]}"; do
            count=$((count + $(find "$folder" -path '*/.intentgen' -prune -o -type f -name "$pattern" "${skip[@]}" -print | wc -l)))
        done
        printf '%s\t%s\n' "$label" "$count" >>"$WORK/kinds-$set.tsv"
        if ((count == 0)); then
            log "error: set $set made no $label"
            exit 1
        fi
    done
}

# --- Definitions -------------------------------------------------------------------------------
log "writing issue 30's definitions sets (with widgets, controls and App Shortcuts)"
for entry in "${SETS[@]}"; do
    read -r set scale files <<<"$entry"
    python3 "$BENCH/make-definitions.py" "$WORK/$set" --scale "$scale" --files "$files" --app-intents >/dev/null
    if ! "$INTENTGEN" lint "$WORK/$set" "${KINDS[@]}" >"$WORK/lint.out" 2>&1 || ! grep -q 'no problems' "$WORK/lint.out"; then
        cat "$WORK/lint.out" >&2
        log "error: the generated set $set does not lint clean with every output kind"
        exit 1
    fi
    mapfile -d '' args < <(generate_args "$set")
    "$INTENTGEN" generate "$WORK/$set" "${args[@]}" >/dev/null
    "$INTENTGEN" generate "$WORK/$set" "${args[@]}" --list-outputs >"$WORK/outputs-$set.txt"
    check_kinds "$set"
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$set" "$scale" "$files" "$(cat "$WORK/$set"/*.intents.yml | wc -c)" \
        "$(find "$WORK/out-$set" -type f ! -path '*/.intentgen/*' | wc -l)" \
        "$("$WORK/check-baseline" "$WORK/outputs-$set.txt" "$WORK/$set"/*.intents.yml)" >>"$WORK/sets.tsv"
done
log "all sets lint clean with every output kind, and every kind makes files"

# --- Measuring ---------------------------------------------------------------------------------
# round RECORD: every timed command once. For each set: the raw parse (lint's floor), lint, the
# parse plus reading the compared outputs (--check's floor), generate --check, and generate into
# an empty folder with its own floor (parse, then write the same bytes: write-baseline.c).
round() {
    local record=$1 set out
    local -a inputs args
    for set in "${TIMED[@]}"; do
        inputs=("$WORK/$set"/*.intents.yml)
        out="$WORK/out-$set"
        mapfile -d '' args < <(generate_args "$set")
        run_once "$set.parse" "$record" ':' -- "$WORK/yaml-parse" "${inputs[@]}"
        run_once "$set.lint" "$record" ':' -- "$INTENTGEN" lint "${inputs[@]}" "${KINDS[@]}"
        run_once "$set.check-floor" "$record" ':' -- "$WORK/check-baseline" "$WORK/outputs-$set.txt" "${inputs[@]}"
        run_once "$set.check" "$record" ':' -- "$INTENTGEN" generate "${inputs[@]}" "${args[@]}" --check
        run_once "$set.write-floor" "$record" 'rm -rf "$WORK/write-out"' -- \
            "$WORK/write-baseline" "${inputs[@]}" "$out" "$WORK/write-out"
        run_once "$set.generate" "$record" 'rm -rf "$out"' -- "$INTENTGEN" generate "${inputs[@]}" "${args[@]}"
    done
}

for set in "${TIMED[@]}"; do
    for step in parse lint check-floor check write-floor generate; do : >"$WORK/$set.$step.tsv"; done
done
LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)
log "measuring: $REPS rounds after a warm-up, every command once a round"
for ((rep = 0; rep <= REPS; rep++)); do
    if ((rep == 0)); then log "  warm-up round"; else log "  round $rep of $REPS"; fi
    round $((rep > 0))
done
# Scale 3, for memory only (peak RSS varies by well under 1% between runs): once each.
for set in one-3 many-3; do
    inputs=("$WORK/$set"/*.intents.yml)
    mapfile -d '' args < <(generate_args "$set")
    for step in lint check generate; do : >"$WORK/$set.$step.tsv"; done
    log "  $set (memory)"
    run_once "$set.lint" 1 ':' -- "$INTENTGEN" lint "${inputs[@]}" "${KINDS[@]}"
    run_once "$set.check" 1 ':' -- "$INTENTGEN" generate "${inputs[@]}" "${args[@]}" --check
    run_once "$set.generate" 1 'rm -rf "$WORK/out-$set"' -- "$INTENTGEN" generate "${inputs[@]}" "${args[@]}"
done
LOAD_AFTER=$(cut -d' ' -f1-3 /proc/loadavg)

# --- Report ------------------------------------------------------------------------------------
python3 - "$WORK" "$REPS" "$LOAD_BEFORE" "$LOAD_AFTER" <<'PY'
import statistics
import sys

work, reps, load_before, load_after = sys.argv[1:]
MIB = 1024 * 1024
median = statistics.median

sets = {}
for line in open(f"{work}/sets.tsv"):
    name, scale, files, size, written, floor_out = line.rstrip("\n").split("\t")
    events, outputs, output_bytes = (int(part.split()[0]) for part in floor_out.split(", "))
    sets[name] = dict(scale=float(scale), files=int(files), bytes=int(size), written=int(written), events=events,
                      outputs=outputs, output_bytes=output_bytes)


def rows(name):
    """The recorded runs of a step: (wall s, peak RSS MiB, user s, sys s, CPU s to the ms) each."""
    return [(float(w), int(m) / 1024, float(u), float(s), float(c))
            for w, m, u, s, c in (line.split("\t") for line in open(f"{work}/{name}.tsv") if line.strip())]


def wall(name):
    return median(r[0] for r in rows(name))


def cpu(name):
    return median(r[4] for r in rows(name))


def cpu_ratio(measure, floor):
    return f"{cpu(measure) / cpu(floor):.1f}×" if cpu(floor) > 0 else "—"


def rss(name):
    return median(r[1] for r in rows(name))


def per_round(measure, floor):
    """The ratio of each round (the two ran within seconds of each other)."""
    return [m[0] / f[0] for m, f in zip(rows(measure), rows(floor))]


verdict = lambda ok: "met" if ok else "**not met**"
spread = lambda ratios: f"{min(ratios):.2f}–{max(ratios):.2f}"
layout = lambda s: (f"one file" if sets[s]["files"] == 1 else f"{sets[s]['files']} files") + f", scale {sets[s]['scale']:g}"

print(f"Every output kind (`--generate intents handler infoPlist appIntents xcodeDefinition`; widgets, "
      f"controls and App Shortcuts with appIntents). Median of {reps} rounds after a warm-up; in each round "
      f"every command runs once, floors and measures in turn. Load average (1, 5, 15 min) before: "
      f"{load_before}; after: {load_after}.\n")

print("| target (issue 30) | measure | floor | ratio | per-round ratios | CPU-time ratio | target | verdict |")
print("|---|---:|---:|---:|---:|---:|---:|---|")
for s in ["one-1", "many-1"]:
    ratio = wall(f"{s}.lint") / wall(f"{s}.parse")
    print(f"| lint, {layout(s)} (floor: raw libyaml parse) | {wall(f'{s}.lint'):.3f} s | {wall(f'{s}.parse'):.3f} s | "
          f"{ratio:.1f}× | {spread(per_round(f'{s}.lint', f'{s}.parse'))} | {cpu_ratio(f'{s}.lint', f'{s}.parse')} | "
          f"≤ 5× | {verdict(ratio <= 5)} |")
for s in ["one-1", "many-1"]:
    ratio = wall(f"{s}.check") / wall(f"{s}.check-floor")
    print(f"| `generate --check`, {layout(s)} (floor: parse + read the {sets[s]['outputs']} compared files, "
          f"{sets[s]['output_bytes'] / MIB:.1f} MiB) | {wall(f'{s}.check'):.3f} s | {wall(f'{s}.check-floor'):.3f} s | "
          f"{ratio:.1f}× | {spread(per_round(f'{s}.check', f'{s}.check-floor'))} | "
          f"{cpu_ratio(f'{s}.check', f'{s}.check-floor')} | ≤ 6× | {verdict(ratio <= 6)} |")
for s in ["one-0.25", "one-1", "one-3", "many-0.25", "many-1", "many-3"]:
    peaks = {step: rss(f"{s}.{step}") for step in ["lint", "check", "generate"]}
    step = max(peaks, key=peaks.get)
    peak, size = peaks[step], sets[s]["bytes"] / MIB
    limit = 5 * size + 30
    print(f"| peak RSS, {layout(s)}, {size:.2f} MiB of input (the highest of lint, `--check` and generate: "
          f"{step}; floor: 5× the input + 30 MiB) | {peak:.1f} MiB | {limit:.1f} MiB | {peak / limit:.2f}× | — | — | "
          f"≤ 1× | {verdict(peak <= limit)} |")
for kind, label in [("one", "one file"), ("many", "many files (50 → 200)")]:
    small, large = f"{kind}-0.25", f"{kind}-1"
    growth = sets[large]["bytes"] / sets[small]["bytes"]
    write_growth = wall(f"{large}.write-floor") / wall(f"{small}.write-floor")
    for step, what in [("lint", "lint"), ("check", "`generate --check`"),
                       ("generate", f"generate into an empty folder (its write floor: {write_growth:.2f}×)")]:
        ratio = wall(f"{large}.{step}") / wall(f"{small}.{step}")
        print(f"| scaling, {what}, {label}: {growth:.2f}× the input (floor: the scale 0.25 run) | "
              f"{wall(f'{large}.{step}'):.3f} s | {wall(f'{small}.{step}'):.3f} s | {ratio:.2f}× | "
              f"{spread(per_round(f'{large}.{step}', f'{small}.{step}'))} | "
              f"{cpu(f'{large}.{step}') / cpu(f'{small}.{step}'):.2f}× | ≤ 4.4× | {verdict(ratio <= 4.4)} |")

print("\nEvery step (wall s median, min–max; CPU s to the millisecond, user and system CPU s and peak RSS MiB, "
      "medians):\n")
print("| set | input | step | wall s | min–max s | CPU s | user s | sys s | peak RSS MiB |")
print("|---|---:|---|---:|---:|---:|---:|---:|---:|")
labels = {"parse": "raw libyaml parse (`yaml-parse.c`)", "lint": "`intentgen lint`, every kind",
          "check-floor": "parse + read the compared outputs (`check-baseline.c`)",
          "check": "`intentgen generate --check`, every kind",
          "write-floor": "parse + write the same output bytes (`write-baseline.c`)",
          "generate": "`intentgen generate` into an empty folder, every kind"}
for s in ["one-0.25", "one-1", "one-3", "many-0.25", "many-1", "many-3"]:
    for step, label in labels.items():
        try:
            data = rows(f"{s}.{step}")
        except FileNotFoundError:
            continue
        walls = [r[0] for r in data]
        print(f"| {layout(s)} | {sets[s]['bytes'] / MIB:.2f} MiB | {label} | {median(walls):.3f} | "
              f"{min(walls):.3f}–{max(walls):.3f} | {median(r[4] for r in data):.3f} | {median(r[2] for r in data):.2f} | "
              f"{median(r[3] for r in data):.2f} | {median(r[1] for r in data):.1f} |")

print("\nThe sets (every one lints clean with every output kind):\n")
print("| set | files | input MiB | libyaml events | files generate writes | of them compared by `--check` | compared MiB |")
print("|---|---:|---:|---:|---:|---:|---:|")
for s, d in sets.items():
    print(f"| {layout(s)} | {d['files']} | {d['bytes'] / MIB:.2f} | {d['events']} | {d['written']} | "
          f"{d['outputs']} | {d['output_bytes'] / MIB:.1f} |")

print("\nFiles of each output kind, one file at scale 1:\n")
print("| output | files |")
print("|---|---:|")
for line in open(f"{work}/kinds-one-1.tsv"):
    label, count = line.rstrip("\n").split("\t")
    print(f"| {label} | {count} |")
PY
