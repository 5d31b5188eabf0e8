#!/usr/bin/env bash
# The release binary: .build/release/intentgen, linked statically (-static-executable), so it needs
# no shared library at all, not even the C library's (glibc's name-service functions, which
# intentgen does not use, are the only parts that would look for one).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/ensure-deps.sh
swift build -c release --product intentgen -Xswiftc -static-executable
