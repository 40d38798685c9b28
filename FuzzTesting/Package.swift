// swift-tools-version:6.1
// libFuzzer targets for scenec's readers; built apart from the main package so the sanitizer
// flags never reach it. Build and run with `./run.sh TARGET SECONDS` (see docs/Fuzzing.md).
import PackageDescription

let package = Package(
    name: "FuzzTesting",
    dependencies: [.package(name: "scenec", path: "..")],
    targets: [
        // What the targets run on one input: read, resolve and, when clean, generate (and check).
        .target(name: "FuzzSupport", dependencies: [.product(name: "SceneCompiler", package: "scenec")]),
        .executableTarget(name: "FuzzSceneReader", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzStoryboardReader", dependencies: ["FuzzSupport"]),
        // Storyboards into Swift: generation succeeds only when every emitted name passes the gate.
        .executableTarget(name: "FuzzStoryboardToSwift", dependencies: ["FuzzSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
