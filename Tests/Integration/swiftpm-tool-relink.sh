#!/usr/bin/env bash
# Shows that SwiftPM (6.3.1 on Linux) relinks a build-tool plugin's executable once on the
# first build after a clean one, whatever the tool holds: a package from scratch with a
# pure-Swift tool (no C target, no dependency) and a plugin that runs it, built three times.
# Prints how often each build linked the tool. Not part of CI; see issue 21 and
# Tests/Integration/plugin-package.sh, which meets the same behaviour with scenec-tool.
set -euo pipefail
work="$(mktemp -d)"
[ -n "${KEEP_WORK:-}" ] || trap 'rm -rf "$work"' EXIT
cd "$work"
mkdir -p Sources/Tool Sources/App Plugins/Gen
cat > Package.swift <<'MANIFEST'
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "RelinkProbe",
    targets: [
        .executableTarget(name: "Tool"),
        .plugin(name: "Gen", capability: .buildTool(), dependencies: ["Tool"]),
        .executableTarget(name: "App", plugins: ["Gen"]),
    ]
)
MANIFEST
cat > Sources/Tool/main.swift <<'SWIFT'
import Foundation
try! "let generated = \"hi\"\n".write(toFile: CommandLine.arguments[1], atomically: true, encoding: .utf8)
SWIFT
echo 'print(generated)' > Sources/App/main.swift
cat > Plugins/Gen/plugin.swift <<'SWIFT'
import PackagePlugin
@main struct Gen: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let out = context.pluginWorkDirectoryURL.appending(path: "Generated.swift")
        return [.buildCommand(displayName: "Generating", executable: try context.tool(named: "Tool").url,
                              arguments: [out.path], inputFiles: [], outputFiles: [out])]
    }
}
SWIFT
for build in 1 2 3; do
  swift build -v > "build$build.log" 2>&1
  links=$(grep -- "-emit-executable" "build$build.log" | grep -c -- "/debug/Tool-tool " || true)
  echo "build $build: the tool was linked $links time(s)"
done
