#!/usr/bin/env bash
# Compares intentgen with Xcode's intent compiler on public pairs: repositories that commit an
# `.intentdefinition` and the Swift Xcode generated from it, with their own handler code.
#
#   scripts/compare-xcode-pairs.sh [FOLDER]    # default: .pairs/ (git ignores it)
#
# FOLDER holds one folder per pair: definition/ (the .intentdefinition), generated/ (Xcode's
# Swift), handlers/ (optional, the repository's Swift using the generated types) and an optional
# pair.conf (visibility=, classPrefix=, xcode=). Third-party files stay there, never in git.
# Each pair is imported, generated and compared declaration by declaration, and its handlers are
# type-checked against our output with the stub SDK (XcodePairsTests). The report is printed and
# written to FOLDER/REPORT.txt; the exit status is non-zero unless every pair is a drop-in.
set -euo pipefail
cd "$(dirname "$0")/.."
folder="${1:-.pairs}"
case "$folder" in /*) ;; *) folder="$PWD/$folder" ;; esac
[ -d "$folder" ] || { echo "no pairs folder at $folder" >&2; exit 2; }
status=0
rm -f "$folder/REPORT.txt"
INTENTGEN_PAIRS="$folder" swift test --disable-swift-testing --filter XcodePairsTests >"$folder/test.log" 2>&1 || status=$?
if [ -f "$folder/REPORT.txt" ]; then cat "$folder/REPORT.txt"; else tail -n 30 "$folder/test.log"; fi
exit "$status"
