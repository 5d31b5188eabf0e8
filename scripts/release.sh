#!/usr/bin/env bash
# Cuts a release: the version in its one definition (Version.swift), the changelog's
# "## Unreleased" section dated as "## VERSION (YYYY-MM-DD)", the snippets of README.md and
# docs/bazel.md naming it, the test suite (`make test`, unless --no-test), one commit
# "Release VERSION", and an annotated tag VERSION on it.
#
#   scripts/release.sh 0.3.0 [--no-test]
#
# It changes nothing unless the work tree is clean, VERSION is a new semantic version above the
# current one, and the changelog has an Unreleased section. Pushing is yours:
# `git push origin HEAD VERSION`; then attach dist/intentgen.artifactbundle.zip (see
# scripts/make-artifactbundle.sh for adding the macOS variant) to the release.
set -euo pipefail
cd "$(dirname "$0")/.."

die() { echo "release: $*" >&2; exit 1; }
[ $# -ge 1 ] || die "usage: scripts/release.sh VERSION [--no-test]"
version="$1"
test_suite=true
[ "${2:-}" = "--no-test" ] && test_suite=false
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || die "$version is not a version such as 1.2.3"
git diff --quiet && git diff --cached --quiet || die "the work tree has changes: commit them first"
! git rev-parse -q --verify "refs/tags/$version" > /dev/null || die "the tag $version exists"
current=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/IntentGenCore/Pipeline/Version.swift)
newest=$(printf '%s\n%s\n' "$current" "$version" | sort -t. -k1,1n -k2,2n -k3,3n | tail -n 1)
[ "$version" != "$current" ] && [ "$newest" = "$version" ] || die "$version is not above the current $current"
grep -qx '## Unreleased' CHANGELOG.md || die "CHANGELOG.md has no '## Unreleased' section to release"

date=$(date -u +%Y-%m-%d)
perl -pi -e "s/static let current = \"\\Q$current\\E\"/static let current = \"$version\"/" \
    Sources/IntentGenCore/Pipeline/Version.swift
perl -pi -e "s/^## Unreleased\$/## $version ($date)/" CHANGELOG.md
perl -pi -e "s{(from: \"|exact: \"|/|intentgen-|--branch )\\Q$current\\E(?=[\"/.\\s-])}{\${1}$version}g" README.md docs/bazel.md
if $test_suite; then
    make test || { git checkout -- .; die "the tests failed; nothing was released"; }
fi
git commit -q -am "Release $version"
git tag -a "$version" -m "intentgen $version"
echo "released $version ($date): push with git push origin HEAD $version"
