// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "scenec",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "SceneRuntime", targets: ["SceneRuntime"]),
        .library(name: "SceneCompiler", targets: ["SceneCompiler"]),
        .library(name: "SceneLayout", targets: ["SceneLayout"]),
        .executable(name: "scenec", targets: ["scenec"]),
        .executable(name: "scenec-studio", targets: ["ScenecStudio"]),
        .plugin(name: "SceneCompilerPlugin", targets: ["SceneCompilerPlugin"]),
        .executable(name: "recipes", targets: ["RecipesApp"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation`: the DocC catalogs of SceneRuntime and SceneCompiler.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // libxml2, found through pkg-config; `apt-get install libxml2-dev` provides it.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // The scene graph IR: typed ids, nodes, edges, source locations. Imports nothing.
        .target(name: "SceneGraph", dependencies: ["ParallelWork"]),
        // libyaml, found through pkg-config (`apt-get install libyaml-dev`): the configuration file's reader.
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // Work spread over every core (code generation, lint rules, file reading): threads started on
        // another CPU than their creator's (CThreadPlacement, C for the GNU affinity calls) with glibc,
        // Dispatch elsewhere. Imports nothing of the compiler.
        .target(name: "CThreadPlacement"),
        .target(name: "ParallelWork", dependencies: ["CThreadPlacement"]),
        // Safe XML reading and the scene-format reader.
        .target(name: "SceneParser", dependencies: ["SceneGraph", "CLibXML2", "ParallelWork"]),
        // Graph → Swift code model → text; translator and renderer kept apart.
        .target(name: "SceneCodeGen", dependencies: ["SceneGraph", "ParallelWork"]),
        // The facade every front end drives: configuration, multi-file resolution, pipeline.
        .target(name: "SceneCompiler", dependencies: ["SceneGraph", "SceneParser", "SceneCodeGen", "ParallelWork"]),
        // `scenec graph`: the flow drawn as DOT, laid out by Graphviz (svg, png, an html page with wireframe thumbnails).
        .target(name: "SceneDrawing", dependencies: ["SceneGraph", "SceneCompiler", "ScenePreview"]),
        // Lint rules over the graph, one file per rule, with their catalogue entries.
        .target(name: "SceneLintRules", dependencies: ["SceneGraph", "SceneGraphLayout", "ParallelWork"]),
        // `scenec lint`: configuration (.scenec.yml), inline directives, reporters.
        .target(
            name: "SceneLint",
            dependencies: ["SceneCompiler", "SceneLintRules", "SceneGraph", "CLibYAML"]
        ),
        // The layout engine: a Cassowary constraint solver and the items, attributes, stack
        // arrangements, text metrics and device presets built on it. No Foundation.
        .target(name: "SceneLayout"),
        // Scenes of a graph laid out at a device: layout problems straight from view nodes
        // (`scenec layout`, `preview`, the layout lint rules, the graph's thumbnails).
        .target(name: "SceneGraphLayout", dependencies: ["SceneGraph", "SceneLayout"]),
        // `scenec layout` and `preview`: laid-out scenes as listings, located diagnostics and wireframes (svg, html, png).
        .target(name: "ScenePreview", dependencies: ["SceneGraph", "SceneLayout", "SceneGraphLayout", "SceneCompiler"]),
        // `scenec format`: one canonical layout of scene files (attribute order, indentation, wrapping, comments kept).
        .target(name: "SceneFormatter", dependencies: ["SceneGraph", "SceneParser", "SceneCompiler"]),
        // What an editor asks of a scene file, answered from its text and the resolved graph: completion,
        // hover, definitions, references, renames, outlines and code actions (no protocol here).
        .target(name: "SceneEditing", dependencies: ["SceneGraph", "SceneParser", "SceneCompiler", "SceneCodeGen"]),
        // `scenec lsp`: the Language Server Protocol over stdio — framing, JSON-RPC, open documents,
        // pushed diagnostics — serving SceneEditing's answers and SceneFormatter's layout.
        .target(
            name: "SceneLanguageServer",
            dependencies: ["SceneEditing", "SceneFormatter", "SceneLint", "SceneLintRules", "SceneCompiler", "SceneParser", "SceneGraph"]
        ),
        // The headless UIKit-like runtime apps link. Depends on nothing of the compiler.
        .target(name: "SceneRuntime", dependencies: ["SceneLayout"]),
        // Runtime controllers built straight from a scene graph (`scenec simulate`); never the compiler.
        .target(name: "SceneInterpreter", dependencies: ["SceneGraph", "SceneRuntime"]),
        // The compiler's commands (check, dump, compile, scaffold, convert, lint, format) and what both
        // executables share: input options, diagnostics on standard error, the version. No Foundation.
        .target(
            name: "SceneCommandLine",
            dependencies: [
                "SceneGraph", "SceneCompiler", "SceneCodeGen", "SceneLint", "SceneLintRules", "SceneFormatter",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `scenec`'s command line: the compiler's commands (check, dump, compile, lint, convert, format,
        // scaffold) and the hand-over of the studio's. It links no Foundation (FoundationEssentials
        // only) and no runtime, so a short run starts fast; graph, layout, preview, simulate and lsp run
        // scenec-studio beside it (`swift build` builds both; a dependency on the studio's target would
        // link it into scenec). A library, so that tests import it without the executable's settings.
        .target(
            name: "ScenecMain",
            dependencies: [
                "SceneCompiler",
                "SceneCodeGen",
                "SceneLint",
                "SceneFormatter",
                "SceneCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `scenec`, the build plugins' tool: `ScenecMain` run.
        .executableTarget(
            name: "scenec",
            dependencies: ["ScenecMain"],
            // On Linux a release build links Swift's standard library (and FoundationEssentials) into
            // the executable, as `--static-swift-stdlib` does: it runs the same instructions as the
            // build against the shared libraries in 10-34 % less time (a small project's commands
            // 25-34 %, `compile` of 1,000 scenes 26 %; docs/Performance.md, round 27), and the
            // build plugin runs it in users' release builds. A package that depends on scenec by
            // version accepts the flag since tools version 6.2 (`StaticStandardLibraryTests`). Test
            // targets import `ScenecMain`, not this target: SwiftPM links an executable target's
            // settings into the test bundle that depends on it, and XCTest and Testing come only as
            // shared libraries.
            linkerSettings: [
                .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release)),
                // What FoundationEssentials' static library needs: a module names them for the link only
                // when it is compiled for a static standard library, and here only the link is static.
                .linkedLibrary("_FoundationCShims", .when(platforms: [.linux], configuration: .release)),
                .linkedLibrary("_FoundationCollections", .when(platforms: [.linux], configuration: .release)),
            ]
        ),
        // `scenec-studio`: the commands that draw, lay out, run scenes or serve an editor (graph, layout,
        // preview, simulate, lsp) — with Foundation, the runtime and the interpreter. `scenec` hands
        // those commands to it, so users type `scenec graph` as before.
        .executableTarget(
            name: "ScenecStudio",
            dependencies: [
                "SceneCompiler",
                "SceneDrawing",
                "ScenePreview",
                "SceneLayout",
                "SceneLanguageServer",
                "SceneInterpreter",
                "SceneRuntime",
                "SceneCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // `swift package lint-scenes`: `scenec lint` over the targets' scene files and storyboards.
        .plugin(
            name: "SceneLintPlugin",
            capability: .command(
                intent: .custom(verb: "lint-scenes", description: "Lint the .scene and .storyboard files of the package's targets")
            ),
            dependencies: ["scenec"]
        ),
        // Compiles the .scene and .storyboard files of a target into Swift: one command per file.
        .plugin(name: "SceneCompilerPlugin", capability: .buildTool(), dependencies: ["scenec"]),
        // The sample app: its scene files and controllers, built through the plugin.
        .executableTarget(
            name: "RecipesApp",
            dependencies: ["SceneRuntime"],
            path: "Scenes",
            plugins: ["SceneCompilerPlugin"]
        ),

        // Hostile text and keyword names, compiled through the plugin (issue 11, part 2).
        .executableTarget(
            name: "InjectionSample",
            dependencies: ["SceneRuntime"],
            path: "Tests/InjectionSample",
            plugins: ["SceneCompilerPlugin"]
        ),

        // What the test targets share: package paths, temporary folders, the command runner,
        // `↓` markers, golden files and the optional requirements (corpus, tools) with their skips.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SceneRuntimeTests", dependencies: ["SceneRuntime", "TestSupport"]),
        .testTarget(name: "InjectionSampleTests", dependencies: ["InjectionSample", "SceneCompiler", "SceneCodeGen", "SceneGraph", "SceneRuntime", "TestSupport"]),
        .testTarget(name: "SceneInterpreterTests", dependencies: ["SceneInterpreter", "SceneRuntime", "SceneCompiler", "SceneGraph", "SceneGraphLayout", "TestSupport"]),
        .testTarget(name: "RecipesAppTests", dependencies: ["RecipesApp", "SceneRuntime"]),
        .testTarget(name: "SceneGraphTests", dependencies: ["SceneGraph", "TestSupport"]),
        .testTarget(name: "ParallelWorkTests", dependencies: ["ParallelWork", "CThreadPlacement"]),
        .testTarget(name: "SceneFormatterTests", dependencies: ["SceneFormatter", "SceneCompiler", "SceneParser", "SceneGraph", "ScenecMain", "TestSupport"]),
        .testTarget(name: "SceneEditingTests", dependencies: ["SceneEditing", "SceneCompiler", "SceneParser", "SceneGraph", "TestSupport"]),
        .testTarget(
            name: "SceneLanguageServerTests",
            dependencies: ["SceneLanguageServer", "SceneEditing", "SceneFormatter", "SceneCompiler", "SceneGraph", "ScenecMain", "ScenecStudio", "TestSupport"]
        ),
        .testTarget(name: "SceneLayoutTests", dependencies: ["SceneLayout", "TestSupport"]),
        .testTarget(name: "SceneGraphLayoutTests", dependencies: ["SceneGraphLayout", "SceneLayout", "SceneParser", "SceneGraph", "TestSupport"]),
        .testTarget(name: "SceneParserTests", dependencies: ["SceneParser", "ParallelWork", "TestSupport"]),
        .testTarget(name: "SceneCodeGenTests", dependencies: ["SceneCodeGen", "SceneGraph", "SceneCompiler", "TestSupport"]),
        .testTarget(name: "SceneLintRulesTests", dependencies: ["SceneLintRules", "SceneCompiler", "SceneGraph", "SceneRuntime", "TestSupport"]),
        .testTarget(
            name: "SceneLintTests",
            dependencies: ["SceneLint", "SceneLintRules", "SceneCompiler", "SceneGraph", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "SceneCompilerTests",
            dependencies: [
                "SceneCompiler", "SceneDrawing", "ScenePreview", "SceneGraphLayout", "SceneLayout", "SceneParser", "SceneGraph", "ScenecMain",
                "ScenecStudio", "SceneCommandLine", "TestSupport",
            ],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The targets `scenec` is built from make concrete generic types' metadata (`[Scene]`,
// `[SceneID: …]`, `Set<String>`) through accessor functions the compiler writes, not by mangled
// name. By mangled name, the first use of each such type in a run demangles it and, for a table or
// set keyed by a type of ours, scans every protocol-conformance record of the process to find its
// `Hashable` conformance: 15-19 % of the instructions of a small project's `check`, `lint` and
// `compile`, and of `compile --emit document` of one file, which the build plugin runs for each
// scene file (issue 26, round 29; docs/Performance.md). The accessors cost 0.2 % more code. The
// option is the frontend's, unlisted by the driver: a toolchain without it would fail every build
// at once, not silently. `ToolCodeGenerationSettingsTests` checks every Swift target `scenec` is
// built from has it.
let toolTargets: Set<String> = [
    "ParallelWork", "SceneGraph", "SceneParser", "SceneGraphLayout", "SceneLayout", "SceneCodeGen", "SceneCompiler",
    "SceneLintRules", "SceneLint", "SceneFormatter", "SceneCommandLine", "ScenecMain", "scenec",
]
for target in package.targets where toolTargets.contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]),
    ]
}
