#!/usr/bin/env bash
# Checks intentgen's build integrations for real: the SwiftPM build-tool plugin (first build
# generates, a no-op build does not, a changed input does), the command plugin, and the Xcode
# Run Script phase script, and the release binary's artifact bundle. Run by .ci/run after the unit tests. Ends with "integrations: N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
example="$root/Examples/QuickActionPackage"
work="$(mktemp -d "${TMPDIR:-/tmp}/intentgen-integrations.XXXXXX")"
trap 'rm -rf "$work"' EXIT
passed=0
failed=0

check() {
    local name="$1"
    shift
    if "$@"; then
        echo "ok: $name"
        passed=$((passed + 1))
    else
        echo "FAILED: $name"
        failed=$((failed + 1))
    fi
}

# The example package builds from a clean state, through the plugin.
rm -rf "$example/.build"
swift build --package-path "$example" > "$work/first.log" 2>&1
check "the example package builds through the build-tool plugin" grep -q "Build complete" "$work/first.log"
check "the first build runs the generator" grep -q "Generating intents for QuickActionKit" "$work/first.log"
generated="$(find "$example/.build" -path '*IntentGenPlugin/GeneratedSources/QuickAction.intents.swift' | head -n 1)"
check "the plugin writes the declared output" test -s "$generated"
before="$(stat -c %Y "$generated" 2>/dev/null || stat -f %m "$generated")"
sleep 1
# SwiftPM relinks the plugin's tool once on the build after a clean one; the tool is a declared
# input, so the generator runs then, finds its output current and leaves it untouched.
swift build --package-path "$example" > "$work/second.log" 2>&1
check "a second build succeeds" grep -q "Build complete" "$work/second.log"
after="$(stat -c %Y "$generated" 2>/dev/null || stat -f %m "$generated")"
check "a second build leaves the output untouched (mtime kept)" test "$before" = "$after"
swift build --package-path "$example" > "$work/noop.log" 2>&1
check "a no-op build succeeds" grep -q "Build complete" "$work/noop.log"
check "a no-op build does not run the generator" bash -c "! grep -q 'Generating intents' '$work/noop.log'"
touch "$example/Sources/QuickActionKit/QuickAction.intents.yml"
swift build --package-path "$example" > "$work/third.log" 2>&1
check "a changed definition reruns the generator" grep -q "Generating intents for QuickActionKit" "$work/third.log"

# The command plugin writes into a copy of the package.
mkdir -p "$work/package"
cp -R "$example/Package.swift" "$example/Sources" "$work/package/"
sed -i.bak "s|path: \"../..\"|path: \"$root\"|" "$work/package/Package.swift"
swift package --package-path "$work/package" --scratch-path "$example/.build" --allow-writing-to-package-directory \
    generate-intents > "$work/command.log" 2>&1
check "the command plugin writes into the package" \
    test -s "$work/package/Sources/QuickActionKit/Generated/QuickActionConfigurationIntent.swift"
# With App Intents on (the target's intentgen.yml), the files the team fills in go into the
# target's folder, with no handler skeleton.
printf 'appIntents: true\n' > "$work/package/Sources/QuickActionKit/intentgen.yml"
swift package --package-path "$work/package" --scratch-path "$example/.build" --allow-writing-to-package-directory \
    generate-intents > "$work/command-app-intents.log" 2>&1
check "the command plugin generates an App Intents target" \
    test -s "$work/package/Sources/QuickActionKit/Generated/QuickActionConfigurationAppIntent.swift"
check "the command plugin puts the files you fill in beside the target's sources" \
    bash -c "ls '$work/package/Sources/QuickActionKit/'*Query.swift > /dev/null"
check "the command plugin writes no handler skeleton there" \
    test ! -e "$work/package/Sources/QuickActionKit/IntentHandler.swift"

# The Xcode Run Script phase, with the environment Xcode gives it.
swift build --package-path "$root" --product intentgen > "$work/tool.log" 2>&1
intentgen="$(swift build --package-path "$root" --show-bin-path)/intentgen"
mkdir -p "$work/xcode/Widgets"
cp "$example/Sources/QuickActionKit/QuickAction.intents.yml" "$work/xcode/Widgets/"
printf '%s\n' "$work/xcode/Widgets/QuickAction.intents.yml" > "$work/inputs.xcfilelist"
INTENTGEN="$intentgen" SRCROOT="$work/xcode" DERIVED_FILE_DIR="$work/derived" \
    SCRIPT_INPUT_FILE_LIST_COUNT=1 SCRIPT_INPUT_FILE_LIST_0="$work/inputs.xcfilelist" \
    bash "$root/scripts/xcode-build-phase.sh" > "$work/phase.log" 2>&1
check "the build phase script writes the documented output" test -s "$work/derived/intentgen/Widgets_QuickAction.intents.swift"

# The release binary as an artifact bundle: self-contained, with the version of the source, and
# installable with make install.
make -s artifactbundle > "$work/bundle.log" 2>&1
check "make artifactbundle writes the bundle" test -s "$root/dist/intentgen.artifactbundle.zip"
mkdir -p "$work/bundle"
unzip -q "$root/dist/intentgen.artifactbundle.zip" -d "$work/bundle"
bundled="$(find "$work/bundle/intentgen.artifactbundle" -path '*/bin/intentgen' | head -n 1)"
version="$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/IntentGenCore/Pipeline/Version.swift)"
check "the bundle's info.json names the executable, its version and triple" python3 -c "
import json, sys
info = json.load(open('$work/bundle/intentgen.artifactbundle/info.json'))
artifact = info['artifacts']['intentgen']
variant = artifact['variants'][0]
assert info['schemaVersion'] == '1.0' and artifact['type'] == 'executable' and artifact['version'] == '$version'
assert variant['path'] == '${bundled#"$work/bundle/intentgen.artifactbundle/"}' and variant['supportedTriples']
"
check "the bundled binary needs no shared library" bash -c "ldd '$bundled' 2>&1 | grep -q 'not a dynamic executable'"
check "the bundled binary runs and prints the version" test "$("$bundled" --version)" = "$version"
check "the bundled binary lints the examples" "$bundled" lint --quiet Definitions
# A Mac's bundle joins this one (--add): the bundle then lists both variants, each at its triple.
mac="$work/mac/intentgen.artifactbundle/intentgen-$version-arm64-apple-macosx/bin"
mkdir -p "$mac" && printf '#!/bin/sh\necho mac\n' > "$mac/intentgen" && chmod +x "$mac/intentgen"
(cd "$work/mac" && zip -q -r mac.zip intentgen.artifactbundle)
./scripts/make-artifactbundle.sh --add "$work/mac/mac.zip" > "$work/bundle-add.log" 2>&1
rm -rf "$work/joined" && mkdir -p "$work/joined" && unzip -q "$root/dist/intentgen.artifactbundle.zip" -d "$work/joined"
check "an added bundle's variant joins this machine's in info.json" python3 -c "
import json, os
base = '$work/joined/intentgen.artifactbundle'
variants = json.load(open(base + '/info.json'))['artifacts']['intentgen']['variants']
triples = sorted(t for v in variants for t in v['supportedTriples'])
assert len(variants) == 2 and 'arm64-apple-macosx' in triples, variants
assert all(os.access(os.path.join(base, v['path']), os.X_OK) for v in variants)
"
mkdir -p "$work/old/intentgen.artifactbundle/intentgen-0.0.1-arm64-apple-macosx/bin"
cp "$mac/intentgen" "$work/old/intentgen.artifactbundle/intentgen-0.0.1-arm64-apple-macosx/bin/"
(cd "$work/old" && zip -q -r old.zip intentgen.artifactbundle)
check "a bundle of another version is refused" \
    bash -c "! ./scripts/make-artifactbundle.sh --add '$work/old/old.zip' > '$work/bundle-old.log' 2>&1"
check "a refused bundle leaves the one there" test -s "$root/dist/intentgen.artifactbundle.zip"
make -s artifactbundle > "$work/bundle.log" 2>&1
make -s install PREFIX="$work/prefix" > "$work/install.log" 2>&1
check "make install puts the binary in PREFIX/bin" test -x "$work/prefix/bin/intentgen"
check "the Bazel rule builds Examples/Bazel (Examples/check-bazel.sh, with that binary)" ./Examples/check-bazel.sh

# The binary plugin (intentgen-plugin/, over the bundle just made) in a package built clean: the
# tool is never compiled, the first build generates, a no-op build does not.
binary_example="$root/Examples/BinaryPluginPackage"
rm -rf "$binary_example/.build"
swift build --package-path "$binary_example" > "$work/binary-first.log" 2>&1
check "the example package builds through the binary plugin" grep -q "Build complete" "$work/binary-first.log"
check "the binary plugin's first build runs the generator" grep -q "Generating intents for QuickActionKit" "$work/binary-first.log"
check "the binary plugin compiles no part of intentgen" \
    bash -c "! grep -Eq 'Compiling (intentgen|IntentGenCore|ArgumentParser)' '$work/binary-first.log'"
swift build --package-path "$binary_example" > "$work/binary-noop.log" 2>&1
check "a no-op build through the binary plugin succeeds" grep -q "Build complete" "$work/binary-noop.log"
check "a no-op build through the binary plugin does not run the generator" \
    bash -c "! grep -q 'Generating intents' '$work/binary-noop.log'"
rm -rf "$binary_example/.build"

if [[ $failed -gt 0 ]]; then
    for log in "$work"/*.log; do echo "--- $log"; tail -n 20 "$log"; done
fi
echo "integrations: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
