#!/usr/bin/env bash
# Exercises the release as a user gets it: builds the artifact bundle and the plugins package
# (Scripts/release.sh --local), then a package that depends only on that plugins package:
#   1. `swift package ibkit check` and `swift package ibkit format --check` (command plugin);
#   2. `swift build`, which runs the build-tool plugin with the prebuilt ibkit: the generated
#      files must appear in the plugin's output folder. (On Linux the build then stops at
#      `import UIKit` in the generated code, as it would for any UIKit app built there; the
#      script checks the plugin ran, not that UIKit compiles.)
# Usage: Scripts/check-plugins.sh [WORK_DIR]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-$(mktemp -d)}
mkdir -p "$work"
"$root/Scripts/release.sh" "$("$root/Scripts/set-version.sh" --current)" --local --output "$work/dist" >/dev/null

app="$work/Consumer"
rm -rf "$app"
mkdir -p "$app/Sources/App"
cp "$root/Examples/SeedApp/Base.lproj/Settings.storyboard" "$app/Sources/App/Settings.storyboard"
cat > "$app/Sources/App/App.swift" <<'SWIFT'
public enum App {}
SWIFT
cat > "$app/Package.swift" <<'SWIFT'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(path: "../dist/IBKitPlugins")],
    targets: [
        .target(name: "App", resources: [.copy("Settings.storyboard")],
                plugins: [.plugin(name: "IBKitGenPlugin", package: "IBKitPlugins")]),
    ]
)
SWIFT
cd "$app"
echo "== swift package ibkit check"
swift package --allow-writing-to-package-directory ibkit check 2>&1 | grep -v "^warning:" | tail -3
echo "== swift package ibkit format --check"
swift package --allow-writing-to-package-directory ibkit format --check && echo "format: every document is in Xcode's format"
echo "== swift build (build-tool plugin, prebuilt ibkit)"
swift build 2>&1 | grep -E "ibkit gen|error:" | head -3 || true
generated=$(find .build/plugins/outputs -name StoryboardScenes.swift | head -n 1)
if [ -z "$generated" ]; then echo "FAIL: the build-tool plugin wrote no StoryboardScenes.swift" >&2; exit 1; fi
echo "generated: ${generated#./}"
grep -m 2 "storyboardName\|enum Settings" "$generated"
if find .build -path '*checkouts*' -name Package.swift | grep -q .; then echo "FAIL: ibkit's sources were fetched" >&2; exit 1; fi
echo "ok: no source dependency fetched; the plugins ran the prebuilt ibkit"
