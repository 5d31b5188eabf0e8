#!/usr/bin/env bash
# Builds the intentgen release binary and packs it as a SwiftPM artifact bundle:
# dist/intentgen.artifactbundle.zip, holding intentgen.artifactbundle/info.json (schema 1.0) and
# one executable variant per target triple.
#
#   scripts/make-artifactbundle.sh                      # this machine's variant only
#   scripts/make-artifactbundle.sh --add OTHER.zip …    # plus the variants of other bundles
#
# A bundle holds the binary of the machine that built it. To ship one bundle for Linux and macOS,
# build on each and join them: on the Mac, copy the Linux bundle over and run
# `scripts/make-artifactbundle.sh --add intentgen-linux.artifactbundle.zip`. The variants of an
# added bundle of another version are refused; one of this machine's triple is replaced.
#
# The Linux binary is linked statically (-static-executable: the Swift runtime, Foundation and
# libyaml included), so it runs without Swift or libyaml installed. The macOS one links the
# system's Swift runtime and Homebrew's libyaml (`brew install libyaml` where it runs).
set -euo pipefail
cd "$(dirname "$0")/.."

added=()
while [ $# -gt 0 ]; do
    case "$1" in
    --add)
        [ $# -ge 2 ] || { echo "--add needs a bundle (.artifactbundle.zip)" >&2; exit 2; }
        [ -f "$2" ] || { echo "no bundle at $2" >&2; exit 2; }
        added+=("$(cd "$(dirname "$2")" && pwd)/$(basename "$2")")
        shift 2
        ;;
    *) echo "usage: $0 [--add OTHER.artifactbundle.zip]..." >&2; exit 2 ;;
    esac
done

version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/IntentGenCore/Pipeline/Version.swift)
triple=$(swift -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -n 1)
[ -n "$version" ] && [ -n "$triple" ] || { echo "cannot read the version or the target triple" >&2; exit 1; }

# The other bundles' variants, named intentgen-<version>-<triple> as this script names them,
# checked before anything is built or replaced.
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
index=0
for zip in "${added[@]+"${added[@]}"}"; do
    index=$((index + 1))
    mkdir -p "$staging/$index"
    unzip -q "$zip" -d "$staging/$index"
    found=0
    for folder in "$staging/$index"/intentgen.artifactbundle/intentgen-*/; do
        [ -d "$folder" ] || continue
        name=$(basename "$folder")
        [ -x "$folder/bin/intentgen" ] || { echo "$zip: $name has no bin/intentgen" >&2; exit 1; }
        case "$name" in
        "intentgen-$version-"*) found=1 ;;
        *) echo "$zip: $name is not intentgen $version" >&2; exit 1 ;;
        esac
    done
    [ "$found" = 1 ] || { echo "$zip: no intentgen variant in it" >&2; exit 1; }
done

./scripts/build-release.sh
bundle=dist/intentgen.artifactbundle
variant="intentgen-$version-$triple"
rm -rf "$bundle" dist/intentgen.artifactbundle.zip
mkdir -p "$bundle/$variant/bin"
cp .build/release/intentgen "$bundle/$variant/bin/intentgen"
for folder in "$staging"/*/intentgen.artifactbundle/intentgen-*/; do
    [ -d "$folder" ] || continue
    name=$(basename "$folder")
    # This machine's own triple is the binary just built.
    [ "$name" = "$variant" ] || cp -R "$folder" "$bundle/$name"
done

# info.json lists every variant folder, sorted, each with the triple its name ends with.
entries=""
for folder in $(cd "$bundle" && ls -d intentgen-* | LC_ALL=C sort); do
    [ -n "$entries" ] && entries="$entries,"
    entries="$entries
        {
          \"path\": \"$folder/bin/intentgen\",
          \"supportedTriples\": [\"${folder#"intentgen-$version-"}\"]
        }"
done
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "intentgen": {
      "version": "$version",
      "type": "executable",
      "variants": [$entries
      ]
    }
  }
}
JSON
# Fixed times and order, so the same binaries make the same archive.
find "$bundle" -exec touch -d "2000-01-01 00:00:00 UTC" {} + 2>/dev/null || find "$bundle" -exec touch -t 200001010000 {} +
(cd dist && find intentgen.artifactbundle | LC_ALL=C sort | zip -X -q intentgen.artifactbundle.zip -@)
echo "dist/intentgen.artifactbundle.zip: intentgen $version for $(cd "$bundle" && ls -d intentgen-* | sed "s/^intentgen-$version-//" | LC_ALL=C sort | paste -sd ' ' -)"
