/// The commands `scenec-studio` runs for `scenec`: the ones that draw, lay out or run scenes,
/// or serve an editor, and need Foundation, the runtime or the interpreter. `scenec` lists them
/// in its help with these abstracts and hands them over whole (`scenec graph …` runs
/// `scenec-studio graph …`).
public enum StudioCommands {
    /// Each command's name and the one-line abstract both executables show.
    public static let all: [(name: String, abstract: String)] = [
        ("graph", "Draw the flow of scene files: a box per scene, an arrow per segue."),
        ("layout", "Lay out the scenes of scene files and storyboards on a device and print every view's frame."),
        ("preview", "Draw wireframes of the scenes of scene files and storyboards, laid out on a device."),
        ("simulate", "Try the flow of scene files and storyboards in a headless window, without writing code."),
        ("lsp", "Serve the Language Server Protocol (3.17) over standard input and output."),
    ]

    /// The name of the executable beside `scenec` that runs these commands.
    public static let executableName = "scenec-studio"

    /// The abstract of the command `name` (empty for a name that is not a studio command).
    public static func abstract(of name: String) -> String {
        all.first { $0.name == name }?.abstract ?? ""
    }

    /// Whether `name` is one of these commands.
    public static func contains(_ name: String) -> Bool {
        all.contains { $0.name == name }
    }
}
