# Issue 12's hostile inputs, sourced by `Benchmarks/run.sh hostile` (see Benchmarks/README.md).
#
# Each case runs once (with a time limit, TIMEOUT seconds, default 120) and reports wall time,
# peak RSS, exit status, output size and diagnostic lines against the targets: under 10 s, under
# 1 GiB, peak memory at most 20 bytes per input byte plus a 30 MiB base, diagnostics capped.
# INTENTGEN=path measures that binary instead of building one (for numbers before a change).

TIMEOUT=${TIMEOUT:-120}
command -v python3 >/dev/null || { log "error: python3 is missing"; exit 2; }

WORK=$(mktemp -d "${TMPDIR:-/tmp}/intentgen-hostile.XXXXXX")
if [[ -n ${KEEP:-} ]]; then
    log "keeping $WORK"
else
    trap 'rm -rf "$WORK"' EXIT
fi

if [[ -z ${INTENTGEN:-} ]]; then
    command -v swift >/dev/null || { log "error: swift is missing"; exit 2; }
    STATIC=()
    [[ $(uname -s) == Linux ]] && STATIC=(--static-swift-stdlib)
    log "building intentgen (release ${STATIC[*]}, $SCRATCH)"
    (cd "$ROOT" && swift build -c release "${STATIC[@]}" --scratch-path "$SCRATCH" --product intentgen >"$WORK/build.log" 2>&1) || {
        cat "$WORK/build.log" >&2
        exit 1
    }
    INTENTGEN="$(cd "$ROOT" && swift build -c release "${STATIC[@]}" --scratch-path "$SCRATCH" --show-bin-path)/intentgen"
fi
log "measuring $INTENTGEN ($("$INTENTGEN" --version))"

log "writing the hostile inputs"
IN="$WORK/in"
python3 "$BENCH/make-hostile.py" "$IN"
OUT="$WORK/out"
BIG=$(cat "$IN/spec-var/big-var.txt")
export BIG

# hostile NAME EXPECTED-EXIT INPUT-BYTES -- COMMAND...: runs the command once in $IN, with its
# output folder $OUT/NAME, and appends a row to $WORK/hostile.tsv.
: >"$WORK/hostile.tsv"
hostile() {
    local name=$1 expected=$2 input=$3
    shift 4
    local folder="$OUT/$name" start end status rss
    rm -rf "$folder"
    mkdir -p "$folder"
    log "  $name"
    start=$EPOCHREALTIME
    status=0
    (cd "$IN" && /usr/bin/time -f '%M' -o "$WORK/time.out" timeout "$TIMEOUT" "$@" >"$folder.stdout" 2>"$folder.stderr") || status=$?
    end=$EPOCHREALTIME
    rss=$(tail -n 1 "$WORK/time.out")
    [[ $rss =~ ^[0-9]+$ ]] || rss=0
    local written
    written=$(find "$folder" -type f ! -path '*/.intentgen/*' -printf '%s\n' | awk '{ s += $1 } END { print s + 0 }')
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$expected" "$status" "$input" \
        "$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')" "$rss" \
        "$((written + $(stat -c %s "$folder.stdout")))" "$(wc -l <"$folder.stderr")" \
        "$(head -c 160 "$folder.stderr" | head -n 1 | tr '\t' ' ')" >>"$WORK/hostile.tsv"
}

size() { stat -c %s "$IN/$1"; }

log "measuring (one run each, at most $TIMEOUT s)"
hostile flat-list-lint 1 "$(size flat-list.yml)" -- "$INTENTGEN" lint flat-list.yml
hostile flow-list-lint 1 "$(size flow-list.yml)" -- "$INTENTGEN" lint flow-list.yml
hostile unknown-keys-lint 1 "$(size unknown-keys.intents.yml)" -- "$INTENTGEN" lint unknown-keys.intents.yml
hostile alias-1m-export 1 "$(size alias-1m.intents.yml)" -- "$INTENTGEN" export alias-1m.intents.yml -o "$OUT/alias-1m-export"
hostile alias-10m-export 1 "$(size alias-10m.intents.yml)" -- "$INTENTGEN" export alias-10m.intents.yml -o "$OUT/alias-10m-export"
hostile wide-generate 1 "$(size wide.intents.yml)" -- "$INTENTGEN" generate wide.intents.yml -o "$OUT/wide-generate"
hostile wide-export 1 "$(size wide.intents.yml)" -- "$INTENTGEN" export wide.intents.yml -o "$OUT/wide-export"
hostile members-generate 0 "$(size members.intents.yml)" -- "$INTENTGEN" generate members.intents.yml -o "$OUT/members-generate" --handler-output "$OUT/members-generate/Handler"
hostile members-export 0 "$(size members.intents.yml)" -- "$INTENTGEN" export members.intents.yml -o "$OUT/members-export"
hostile members-import 0 "$(stat -c %s "$OUT/members-export/Base.lproj/members.intentdefinition")" -- "$INTENTGEN" import "$OUT/members-export/Base.lproj/members.intentdefinition"
hostile cases-generate 0 "$(size cases.intents.yml)" -- "$INTENTGEN" generate cases.intents.yml -o "$OUT/cases-generate"
hostile cases-export 0 "$(size cases.intents.yml)" -- "$INTENTGEN" export cases.intents.yml -o "$OUT/cases-export"
hostile long-text-generate 0 "$(size long-text.intents.yml)" -- "$INTENTGEN" generate long-text.intents.yml -o "$OUT/long-text-generate"
hostile long-text-export 0 "$(size long-text.intents.yml)" -- "$INTENTGEN" export long-text.intents.yml -o "$OUT/long-text-export"
hostile controls-lint 0 "$(size controls.intents.yml)" -- "$INTENTGEN" lint controls.intents.yml
hostile app-intents-generate 0 "$(size app-intents.intents.yml)" -- "$INTENTGEN" generate app-intents.intents.yml -o "$OUT/app-intents-generate" --handler-output "$OUT/app-intents-generate/Handler" --app-intents
hostile app-intents-lint 0 "$(size app-intents.intents.yml)" -- "$INTENTGEN" lint --generate appIntents app-intents.intents.yml
hostile localized-export 0 "$(size localized.intents.yml)" -- "$INTENTGEN" export localized.intents.yml -o "$OUT/localized-export"
LOCALIZED="$OUT/localized-export"
hostile localized-import 0 "$(stat -c %s "$LOCALIZED/Base.lproj/localized.intentdefinition")" -- "$INTENTGEN" import "$LOCALIZED/Base.lproj/localized.intentdefinition" --strings "$LOCALIZED/ja.lproj" "$LOCALIZED/fr.lproj"
hostile spec-var-targets 1 "$(($(size spec-var/project.yml) + ${#BIG}))" -- "$INTENTGEN" targets --spec spec-var/project.yml
hostile plist-import 1 "$(size large.plist)" -- "$INTENTGEN" import large.plist
hostile targets-10k-targets 0 "$(size targets/project.yml)" -- "$INTENTGEN" targets --spec targets/project.yml
hostile targets-10k-generate 0 "$(size targets/project.yml)" -- "$INTENTGEN" generate --spec targets/project.yml --dry-run
hostile template-1m-targets 0 "$(size template/project.yml)" -- "$INTENTGEN" targets --spec template/project.yml

python3 - "$WORK/hostile.tsv" <<'PY'
import sys

MIB = 1024 * 1024
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1]) if line.strip()]
print("| case | input MiB | exit (expected) | wall s | peak RSS MiB | RSS limit MiB | output MiB | output / input | stderr lines | verdict |")
print("|---|---:|---|---:|---:|---:|---:|---:|---:|---|")
met = 0
for name, expected, status, input_bytes, wall, rss_kib, output, lines, first in rows:
    input_bytes, wall, rss, output, lines = int(input_bytes), float(wall), int(rss_kib) / 1024, int(output), int(lines)
    limit = min(1024, 20 * input_bytes / MIB + 30)
    problems = []
    if status == "124":
        problems.append("timed out")
    elif status != expected:
        problems.append(f"exit {status}")
    if wall >= 10:
        problems.append("≥ 10 s")
    if rss > limit:
        problems.append("memory")
    if lines > 1000:
        problems.append("diagnostics not capped")
    verdict = "met" if not problems else "**not met**: " + ", ".join(problems)
    met += not problems
    print(f"| {name} | {input_bytes / MIB:.2f} | {status} ({expected}) | {wall:.2f} | {rss:.1f} | {limit:.0f} | "
          f"{output / MIB:.2f} | {output / max(input_bytes, 1):.1f}× | {lines} | {verdict} |")
print(f"\n{met} of {len(rows)} cases meet the targets: under 10 s, peak memory under 1 GiB and at most "
      "20 bytes per input byte + 30 MiB, the expected exit status, at most 1,000 lines of diagnostics.\n")
print("First diagnostic line of each case:\n")
for name, *_, first in rows:
    print(f"- {name}: `{first[:150]}`" if first else f"- {name}: (none)")
PY
