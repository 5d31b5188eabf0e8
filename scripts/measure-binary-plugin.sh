#!/usr/bin/env bash
# Times clean builds of Examples/BinaryPluginPackage through the binary plugin against the same
# package with no plugin at all (its manifest without the two intentgen-plugin lines), the numbers
# in the README's Install section. The goal: the binary plugin's clean build takes at most 1.5×
# the plugin-free one. `--source-plugin` also times Examples/QuickActionPackage, the same sources
# through the source-built plugin. Each variant is built RUNS times (default 3), alternating, from
# an empty build folder; prints every time, the averages, the ratio, and the load average.
# Needs intentgen-plugin/intentgen.artifactbundle.zip (`make artifactbundle` writes it).
# Not run by CI: it is a measurement, not a test.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
runs="${RUNS:-3}"
source_plugin=false
[[ "${1:-}" == "--source-plugin" ]] && source_plugin=true
[[ -s intentgen-plugin/intentgen.artifactbundle.zip ]] || {
    echo "error: no intentgen-plugin/intentgen.artifactbundle.zip; run make artifactbundle first" >&2
    exit 2
}

work="$(mktemp -d "${TMPDIR:-/tmp}/intentgen-measure.XXXXXX")"
trap 'rm -rf "$work"' EXIT
binary="$root/Examples/BinaryPluginPackage"
plain="$work/NoPluginPackage"
mkdir -p "$plain"
cp -R "$binary/Sources" "$plain/"
grep -v 'intentgen-plugin' "$binary/Package.swift" > "$plain/Package.swift"
variants=("$plain" "$binary")
$source_plugin && variants+=("$root/Examples/QuickActionPackage")

# One clean build: seconds of wall time (bash's own `time`, so bash 3.2 on macOS does too), or a
# failure with the log.
clean_build() {
    local package="$1" log="$work/build.log" seconds
    rm -rf "$package/.build"
    seconds=$({ TIMEFORMAT=%R; time swift build --package-path "$package" > "$log" 2>&1; } 2>&1) \
        || { cat "$log" >&2; return 1; }
    awk -v s="$seconds" 'BEGIN { printf "%.1f", s }'
}

# Resolve once, so SwiftPM's shared cache holds every dependency and no run fetches one.
for package in "${variants[@]}"; do swift package --package-path "$package" resolve > /dev/null 2>&1; done

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
times=()
for ((run = 1; run <= runs; run++)); do
    for i in "${!variants[@]}"; do
        seconds=$(clean_build "${variants[$i]}")
        times[i]="${times[i]:-}$seconds "
        echo "run $run: $(basename "${variants[$i]}"): ${seconds}s"
    done
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"

average() { awk '{ s = 0; for (i = 1; i <= NF; i++) s += $i; printf "%.1f", s / NF }' <<< "$1"; }
base=$(average "${times[0]}")
echo "no plugin: ${base}s on average (${times[0]% })"
for ((i = 1; i < ${#variants[@]}; i++)); do
    mean=$(average "${times[i]}")
    ratio=$(awk -v a="$mean" -v b="$base" 'BEGIN { printf "%.2f", a / b }')
    echo "$(basename "${variants[$i]}"): ${mean}s on average (${times[i]% }), ${ratio}× no plugin"
done
rm -rf "$binary/.build"
