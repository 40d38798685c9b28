import SceneGraph

/// GitHub Actions workflow commands, which GitHub shows as annotations on the changed lines:
/// `::error file=Scenes/Main.scene,line=3,col=5,title=unreachable-scene::message`. Notes of a
/// diagnostic follow its message on lines of their own.
enum GitHubActionsReporter {
    static func render(_ outcome: LintOutcome) -> String {
        outcome.diagnostics.map { line(for: $0) + "\n" }.joined()
    }

    static func line(for diagnostic: Diagnostic) -> String {
        let command: String
        switch diagnostic.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        var properties: [String] = []
        if let location = diagnostic.location {
            properties += ["file=\(escapeProperty(location.file))", "line=\(location.line)", "col=\(location.column)"]
        }
        properties.append("title=\(escapeProperty(diagnostic.ruleID))")
        let message = ([diagnostic.message] + diagnostic.notes.map { note in
            "\(note.location.map { "\($0): " } ?? "")note: \(note.message)"
        }).joined(separator: "\n")
        return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    /// The escaping of a command's message (`%`, CR, LF).
    static func escapeData(_ text: String) -> String {
        text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    /// The escaping of a property value (the message's, plus `:` and `,`).
    static func escapeProperty(_ text: String) -> String {
        text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
    }
}

private extension String {
    func replacingAll(_ table: [Character: String]) -> String {
        var result = ""
        for character in self { result += table[character] ?? String(character) }
        return result
    }
}
