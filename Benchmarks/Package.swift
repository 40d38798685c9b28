// swift-tools-version:6.1
// The run-time benchmark, kept out of the main package (and its CI) in a package of its own that
// depends on the main package by path. The scene file is compiled by the SceneCompilerPlugin, as an
// app's would be. Run it through `Benchmarks/run.py`, or alone:
//   swift build -c release --package-path Benchmarks && Benchmarks/.build/release/RuntimeBench
// LayoutBench times the layout solver; `Benchmarks/layout_bench.py` runs it against kiwisolver.
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name (whatever the clone is called).
let scenec = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "ScenecBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "RuntimeBench",
            dependencies: [.product(name: "SceneRuntime", package: scenec)],
            plugins: [.plugin(name: "SceneCompilerPlugin", package: scenec)]
        ),
        // The layout solver against kiwisolver on the same linear system (Benchmarks/layout_bench.py).
        .executableTarget(
            name: "LayoutBench",
            dependencies: [.product(name: "SceneLayout", package: scenec)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
