#!/usr/bin/env bash
# Points Formula/ibkit.rb at a tagged release: writes its url (GitHub's archive of the tag) and
# the archive's sha256, after the formula's homepage line, replacing those of the last release.
#
# Usage: Scripts/update-formula.sh VERSION [--archive FILE] [--repository OWNER/NAME] [--formula FILE]
#   Run it after `git push origin VERSION`: it downloads the tag's archive to compute the
#   checksum, or reads FILE (the same archive, already downloaded). Then commit the formula.
set -euo pipefail

version=${1:?usage: Scripts/update-formula.sh VERSION [--archive FILE] [--repository OWNER/NAME] [--formula FILE]}
shift
root=$(cd "$(dirname "$0")/.." && pwd)
archive="" repository="ibkit/ibkit" formula="$root/Formula/ibkit.rb"
while [ $# -gt 0 ]; do
  case "$1" in
    --archive) archive=$2; shift 2 ;;
    --repository) repository=$2; shift 2 ;;
    --formula) formula=$2; shift 2 ;;
    *) echo "error: unknown option $1" >&2; exit 2 ;;
  esac
done
url="https://github.com/$repository/archive/refs/tags/$version.tar.gz"
if [ -z "$archive" ]; then
  archive=$(mktemp "${TMPDIR:-/tmp}/ibkit-archive.XXXXXX")
  trap 'rm -f "$archive"' EXIT
  curl --fail --silent --show-error --location --output "$archive" "$url"
fi
if command -v sha256sum >/dev/null 2>&1; then
  checksum=$(sha256sum "$archive" | cut -d' ' -f1)
else
  checksum=$(shasum -a 256 "$archive" | cut -d' ' -f1)
fi
if ! grep -q '^  homepage "' "$formula"; then
  echo "error: $formula has no homepage line to write the release after" >&2
  exit 1
fi
scratch=$(mktemp "${TMPDIR:-/tmp}/ibkit-formula.XXXXXX")
awk -v url="$url" -v checksum="$checksum" '
  /^  url "/ || /^  sha256 "/ { next }
  { print }
  /^  homepage "/ { print "  url \"" url "\""; print "  sha256 \"" checksum "\"" }
' "$formula" > "$scratch"
cat "$scratch" > "$formula"
rm -f "$scratch"
echo "$formula: $url"
echo "$formula: sha256 $checksum"
