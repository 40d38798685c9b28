import SceneCodeGen
import SceneCompiler
import SceneGraph

/// Runs the compiler's pipeline on one fuzzer input as if it were the file at `path`: parse,
/// resolve and, when nothing is wrong, translate and render, whole and streamed (the two must
/// agree). Any crash, hang, leak or disagreement is a finding.
public func compileFuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int, path: String) {
    let bytes = size > 0 && data != nil ? [UInt8](UnsafeBufferPointer(start: data, count: size)) : []
    let compiler = Compiler()
    let (document, diagnostics) = compiler.parse(bytes: bytes, path: path)
    for diagnostic in diagnostics where diagnostic.location.map({ $0.line < 1 || $0.column < 1 }) ?? false {
        fatalError("diagnostic with an impossible location: \(diagnostic)")
    }
    guard let document, !diagnostics.containsErrors else { return }
    let (graph, resolution) = GraphResolver.resolve([document])
    guard !resolution.containsErrors else { return }
    let translation = SceneTranslator(options: CodeGenOptions()).translate(graph, selection: .all)
    guard !translation.diagnostics.containsErrors else { return }
    let renderer = SwiftRenderer()
    let rendered = translation.files.map { renderer.render($0) }
    // What `scenec compile` writes: the same text, generated scene by scene.
    var streamed = GeneratedFiles()
    _ = try? SceneTranslator(options: CodeGenOptions()).generate(graph, selection: .all, into: &streamed)
    if streamed.files.map(\.contents) != rendered {
        fatalError("the streamed text differs from the rendered code model")
    }
}
