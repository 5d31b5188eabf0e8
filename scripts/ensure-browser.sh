#!/usr/bin/env bash
# Installs headless Chromium for the preview's browser tests (PreviewBrowserTests) when it is
# missing: Debian's `chromium` with apt-get. Elsewhere (or without root or sudo) it says so and
# goes on: those tests then skip and say why. CHROMIUM may name a browser that is already there.
set -euo pipefail

if [ -n "${CHROMIUM:-}" ] || command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 \
    || command -v google-chrome >/dev/null 2>&1; then
    exit 0
fi

if command -v apt-get >/dev/null 2>&1 && { [ "$(id -u)" -eq 0 ] || command -v sudo >/dev/null 2>&1; }; then
    run_as_root() {
        if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
    }
    echo "Installing chromium with apt-get (for the preview's browser tests)…" >&2
    if run_as_root apt-get update -qq && DEBIAN_FRONTEND=noninteractive run_as_root apt-get install -y -qq chromium >/dev/null
    then
        exit 0
    fi
    echo "note: chromium could not be installed; the preview's browser tests will be skipped" >&2
    exit 0
fi

echo "note: Chromium is not installed; the preview's browser tests will be skipped" >&2
