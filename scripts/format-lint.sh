#!/usr/bin/env bash
# Checks that Sources and Plugins are formatted as the committed .swift-format says (the
# toolchain's `swift format`), and that no file there has over 800 lines; any finding
# fails. `swift format -i -r Sources Plugins` fixes the formatting.
set -euo pipefail
cd "$(dirname "$0")/.."
swift format lint --strict --recursive Sources Plugins SwiftImport/Sources
# Files stay small enough to read: none over 800 lines.
long=$(find Sources Plugins SwiftImport/Sources -name '*.swift' -exec awk 'END { if (NR > 800) print FILENAME ": " NR " lines" }' {} \;)
if [ -n "$long" ]; then
    echo "$long" >&2
    echo "error: split these files; none in Sources or Plugins may have over 800 lines" >&2
    exit 1
fi
