import SceneCodeGen
import SceneCompiler
import SceneGraph

/// The storyboard-to-Swift oracle on one input: when generation succeeds, every name slot of
/// the document passed the gate and the generated text holds nothing a gated name could not
/// produce (``EmittedSwiftOracle``). A finding stops the run.
public func checkStoryboardToSwift(_ data: UnsafePointer<UInt8>?, _ size: Int, path: String) {
    let bytes = size > 0 && data != nil ? [UInt8](UnsafeBufferPointer(start: data, count: size)) : []
    let compiler = Compiler()
    let (document, diagnostics) = compiler.parse(bytes: bytes, path: path)
    guard let document, !diagnostics.containsErrors else { return }
    let (graph, resolution) = GraphResolver.resolve([document])
    guard !resolution.containsErrors else { return }
    var output = GeneratedFiles()
    let options = CodeGenOptions(module: "App")
    guard let generation = try? SceneTranslator(options: options).generate(graph, selection: .all, into: &output),
          !generation.containsErrors else { return }
    SwiftNameGate.forEachSlot(of: document) { slot in
        if !slot.kind.accepts(slot.value) {
            fatalError("generation succeeded with \(slot.field) = \(slot.value.debugDescription) at \(slot.location), which the gate refuses")
        }
    }
    for file in output.files {
        if let finding = EmittedSwiftOracle.finding(in: file.contents) {
            fatalError("\(file.name): \(finding)")
        }
    }
}
