#!/usr/bin/env bash
# Installs what building intentgen needs beyond a Swift 6 toolchain: libyaml (with its
# headers) and pkg-config, from the system's package manager. Does nothing when they are there.
set -euo pipefail

if ! command -v swift >/dev/null 2>&1; then
    echo "error: no Swift toolchain on PATH; install Swift 6 or later (https://www.swift.org/install)" >&2
    exit 2
fi

if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists yaml-0.1; then
    exit 0
fi

run_as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

if command -v apt-get >/dev/null 2>&1; then
    echo "Installing libyaml-dev and pkg-config with apt-get…" >&2
    run_as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive run_as_root apt-get install -y -qq libyaml-dev pkg-config >/dev/null
elif command -v brew >/dev/null 2>&1; then
    echo "Installing libyaml and pkg-config with Homebrew…" >&2
    brew install libyaml pkg-config
else
    echo "error: libyaml is missing; install libyaml-dev (Debian/Ubuntu) or libyaml (Homebrew) and pkg-config" >&2
    exit 2
fi

pkg-config --exists yaml-0.1 || { echo "error: pkg-config still cannot find yaml-0.1" >&2; exit 2; }
