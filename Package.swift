// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "scenec",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "SceneRuntime", targets: ["SceneRuntime"]),
        .library(name: "SceneCompiler", targets: ["SceneCompiler"]),
        .executable(name: "scenec", targets: ["scenec"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // libxml2, found through pkg-config; `apt-get install libxml2-dev` provides it.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // The scene graph IR: typed ids, nodes, edges, source locations. Imports nothing.
        .target(name: "SceneGraph"),
        // Safe XML reading and the scene-format reader.
        .target(name: "SceneParser", dependencies: ["SceneGraph", "CLibXML2"]),
        // Graph → Swift code model → text; translator and renderer kept apart.
        .target(name: "SceneCodeGen", dependencies: ["SceneGraph"]),
        // The facade every front end drives: configuration, multi-file resolution, pipeline.
        .target(name: "SceneCompiler", dependencies: ["SceneGraph", "SceneParser", "SceneCodeGen"]),
        // The headless UIKit-like runtime apps link. Depends on nothing of the compiler.
        .target(name: "SceneRuntime"),
        .executableTarget(
            name: "scenec",
            dependencies: [
                "SceneCompiler",
                "SceneCodeGen",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        .testTarget(name: "SceneRuntimeTests", dependencies: ["SceneRuntime"]),
        .testTarget(name: "SceneGraphTests", dependencies: ["SceneGraph"]),
        .testTarget(name: "SceneParserTests", dependencies: ["SceneParser"]),
        .testTarget(name: "SceneCodeGenTests", dependencies: ["SceneCodeGen", "SceneGraph"]),
        .testTarget(
            name: "SceneCompilerTests",
            dependencies: ["SceneCompiler", "SceneParser", "SceneGraph", "scenec"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
