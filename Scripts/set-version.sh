#!/usr/bin/env bash
# Writes ibkit's version into its one place, Sources/IBFoundation/IBKitVersion.swift, which
# `ibkit --version`, SARIF, the language server and the MCP server all read.
#
# Usage: Scripts/set-version.sh VERSION [FILE]
#        Scripts/set-version.sh --current [FILE]
#   VERSION    MAJOR.MINOR.PATCH, with an optional pre-release (-rc.1) and build (+abc) part;
#   --current  prints the version written there instead (what `make bundle` and CI build);
#   FILE       the Swift file to rewrite (default: the one above; the tests pass a copy).
# Scripts/release.sh runs it first, so that the released binary says what it is.
set -euo pipefail

version=${1:?usage: Scripts/set-version.sh VERSION|--current [FILE]}
file=${2:-"$(cd "$(dirname "$0")/.." && pwd)/Sources/IBFoundation/IBKitVersion.swift"}
line='    public static let current = "'
if [ "$version" = --current ]; then
  sed -n "s/^${line}\([^\"]*\)\"\$/\1/p" "$file"
  exit 0
fi
semver='^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$'
if ! [[ $version =~ $semver ]]; then
  echo "error: '$version' is not a semantic version (MAJOR.MINOR.PATCH, e.g. 1.2.0)" >&2
  exit 2
fi
if [ "$(grep -c "^$line" "$file" || true)" != 1 ]; then
  echo "error: $file has no single 'public static let current = \"…\"' line to rewrite" >&2
  exit 1
fi
# BSD sed (macOS) and GNU sed disagree on -i, so the file is rewritten through a temporary copy.
scratch=$(mktemp "${TMPDIR:-/tmp}/ibkit-version.XXXXXX")
sed "s/^${line}[^\"]*\"/${line}${version}\"/" "$file" > "$scratch"
cat "$scratch" > "$file"
rm -f "$scratch"
echo "ibkit $version ($file)"
