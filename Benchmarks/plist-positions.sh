#!/usr/bin/env bash
# What the positions `intentgen import` keeps cost in memory: peak RSS of reading a large
# .intentdefinition-shaped property list with PlistXML.read and with PlistXML.readDocument.
# A measurement, not a test. Needs swiftc, python3 and GNU time (/usr/bin/time).
#
#   Benchmarks/plist-positions.sh           # a plist of about 20 MB (INTENTS=4000)
#   INTENTS=20000 Benchmarks/plist-positions.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work/Large.intentdefinition" "${INTENTS:-4000}" <<'PY'
import sys
path, intents = sys.argv[1], int(sys.argv[2])
out = ['<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n\t<key>INIntents</key>\n\t<array>\n']
for i in range(intents):
    out.append('\t\t<dict>\n\t\t\t<key>INIntentName</key>\n\t\t\t<string>Intent%d</string>\n\t\t\t<key>INIntentParameters</key>\n\t\t\t<array>\n' % i)
    for p in range(8):
        out.append('\t\t\t\t<dict>\n\t\t\t\t\t<key>INIntentParameterName</key>\n\t\t\t\t\t<string>parameter%d</string>\n'
                   '\t\t\t\t\t<key>INIntentParameterType</key>\n\t\t\t\t\t<string>String</string>\n'
                   '\t\t\t\t\t<key>INIntentParameterDisplayPriority</key>\n\t\t\t\t\t<integer>%d</integer>\n'
                   '\t\t\t\t\t<key>INIntentParameterConfigurable</key>\n\t\t\t\t\t<true/>\n\t\t\t\t</dict>\n' % (p, p + 1))
    out.append('\t\t\t</array>\n\t\t</dict>\n')
out.append('\t</array>\n</dict>\n</plist>\n')
open(path, 'w').write(''.join(out))
PY
swiftc -O -parse-as-library -module-name IntentGenCore -I Sources/CYaml $(pkg-config --libs yaml-0.1) \
    $(find Sources/IntentGenCore -name '*.swift' | sort) Benchmarks/plist-positions.swift -o "$work/plist-positions"
for mode in plain positions; do
    /usr/bin/time -f "$mode: peak RSS %M KiB, %e s" "$work/plist-positions" "$mode" "$work/Large.intentdefinition"
done
