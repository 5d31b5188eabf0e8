#!/usr/bin/env bash
# Builds the self-contained intentgen binary and packs it as a SwiftPM artifact bundle:
# dist/intentgen.artifactbundle.zip, holding intentgen.artifactbundle/info.json (schema 1.0) and
# one executable variant for this machine's target triple.
#
# The binary is linked statically (-static-executable: the Swift runtime, Foundation and libyaml
# included), so it runs without Swift or libyaml installed. macOS binaries need Apple's linker and
# SDK: build the bundle on a Mac with this same script to add a macOS variant.
set -euo pipefail
cd "$(dirname "$0")/.."

version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/IntentGenCore/Pipeline/Version.swift)
triple=$(swift -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -n 1)
[ -n "$version" ] && [ -n "$triple" ] || { echo "cannot read the version or the target triple" >&2; exit 1; }

./scripts/build-release.sh
bundle=dist/intentgen.artifactbundle
variant="intentgen-$version-$triple"
rm -rf "$bundle" dist/intentgen.artifactbundle.zip
mkdir -p "$bundle/$variant/bin"
cp .build/release/intentgen "$bundle/$variant/bin/intentgen"
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "intentgen": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {
          "path": "$variant/bin/intentgen",
          "supportedTriples": ["$triple"]
        }
      ]
    }
  }
}
JSON
# Fixed times and order, so the same binary makes the same archive.
find "$bundle" -exec touch -d "2000-01-01 00:00:00 UTC" {} +
(cd dist && find intentgen.artifactbundle | LC_ALL=C sort | zip -X -q intentgen.artifactbundle.zip -@)
echo "dist/intentgen.artifactbundle.zip: intentgen $version for $triple"
