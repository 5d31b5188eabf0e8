#!/usr/bin/env bash
# Checks that Sources and Plugins are formatted as the committed .swift-format says (the
# toolchain's `swift format`); any finding fails. `swift format -i -r Sources Plugins` fixes them.
set -euo pipefail
cd "$(dirname "$0")/.."
swift format lint --strict --recursive Sources Plugins
