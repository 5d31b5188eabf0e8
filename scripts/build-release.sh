#!/usr/bin/env bash
# The release binary: .build/release/intentgen. On Linux it is linked statically
# (-static-executable), so it needs no shared library at all, not even the C library's (glibc's
# name-service functions, which intentgen does not use, are the only parts that would look for
# one). Apple's platforms have no static executables: there it links the system's Swift runtime
# and the libyaml that pkg-config finds (Homebrew's).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/ensure-deps.sh
if [ "$(uname -s)" = Darwin ]; then
    swift build -c release --product intentgen
else
    swift build -c release --product intentgen -Xswiftc -static-executable
fi
