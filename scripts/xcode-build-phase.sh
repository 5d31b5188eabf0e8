#!/usr/bin/env bash
# An Xcode "Run Script" build phase for intentgen (see README, "Xcode build phase").
#
# Input files / input file lists: the target's *.intents.yml files (and intentgen.yml, if any).
# Output files: $(DERIVED_FILE_DIR)/intentgen/<Name>.intents.swift, one per definitions file,
# where <Name> is the file's path below $(SRCROOT) with `/` replaced by `_` and `.intents.yml`
# by `.intents.swift` (Widgets/QuickAction.intents.yml → Widgets_QuickAction.intents.swift).
# Xcode runs the phase only when an input is newer than an output, and compiles the outputs.
#
# INTENTGEN overrides the tool (default: `intentgen` on PATH); INTENTGEN_CONFIG names a config file.
set -euo pipefail

tool="${INTENTGEN:-intentgen}"
output="${INTENTGEN_OUTPUT:-${DERIVED_FILE_DIR:?DERIVED_FILE_DIR is not set: run this from an Xcode build phase}/intentgen}"
definitions=()

add() {
    case "$1" in
        *.intents.yml|*.intents.yaml) definitions+=("$1") ;;
    esac
}

for ((i = 0; i < ${SCRIPT_INPUT_FILE_COUNT:-0}; i++)); do
    variable="SCRIPT_INPUT_FILE_$i"
    add "${!variable}"
done
for ((i = 0; i < ${SCRIPT_INPUT_FILE_LIST_COUNT:-0}; i++)); do
    variable="SCRIPT_INPUT_FILE_LIST_$i"
    while IFS= read -r line || [[ -n "$line" ]]; do
        [[ -n "$line" ]] && add "$line"
    done < "${!variable}"
done

if [[ ${#definitions[@]} -eq 0 ]]; then
    echo "warning: intentgen: no *.intents.yml among the phase's input files" >&2
    exit 0
fi

arguments=(generate --layout per-file --sources-root "${SRCROOT:-$PWD}" --output "$output")
if [[ -n "${INTENTGEN_CONFIG:-}" ]]; then
    arguments+=(--config "$INTENTGEN_CONFIG")
fi
exec "$tool" "${arguments[@]}" "${definitions[@]}"
