#!/usr/bin/env bash
# Run by the genrule //:generated_check with the generated files as arguments: each declares
# what its definitions file defines, and the internal target has no public declaration.
set -euo pipefail
expect() {
    local suffix="$1" text="$2" file
    for file in "${@:3}"; do
        if [[ "$file" == *"/$suffix" ]]; then
            grep -qF -- "$text" "$file" || { echo "missing in $file: $text" >&2; exit 1; }
            echo "ok: $suffix"
            return
        fi
    done
    echo "no generated file */$suffix among: ${*:3}" >&2
    exit 1
}
expect intents/Pokemon.intents.swift "public class MyPokemonIntent: INIntent" "$@"
expect intents/Widgets_QuickAction.intents.swift "public class QuickActionConfigurationIntent: INIntent" "$@"
expect app_intents/Widgets_QuickAction.intents.swift "internal struct QAQuickActionConfigurationAppIntent" "$@"
for file in "$@"; do
    if [[ "$file" == */app_intents/* ]] && grep -q "public " "$file"; then
        echo "$file has public declarations" >&2
        exit 1
    fi
done
