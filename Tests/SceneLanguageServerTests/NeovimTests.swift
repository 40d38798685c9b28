import Foundation
import SceneCompiler
import SceneLanguageServer
import Testing
import TestSupport

/// A real editor as the client: Neovim, headless, set up as docs/Editors.md says for 0.7 (the
/// version Debian ships: `vim.lsp.start_client` + `buf_attach_client`, the snippet read from the
/// page), opens a scene file with an error; the script records the diagnostics Neovim received,
/// a completion list and a go-to-definition result as JSON, and quits.
@Suite struct NeovimTests {
    static let scene = """
        <scenes xmlns="urn:scenec:scene:1" initial="home">
          <controller id="home" class="HomeViewController">
            <segue id="openDetail" kind="present" destination="detial"/>
            <segue id="openAbout" kind="present" destination="about"/>
          </controller>
          <controller id="detail" class="DetailViewController"/>
          <controller id="about" class="AboutViewController"/>
        </scenes>
        """

    /// The Neovim 0.7 setup of docs/Editors.md, as written there, with the command pointing at
    /// the scenec under test.
    static func documentedSetup(scenec: String, log: String) throws -> String {
        let editors = try String(contentsOf: packageRoot.appendingPathComponent("docs/Editors.md"), encoding: .utf8)
        let blocks = editors.components(separatedBy: "```lua\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
        guard let setup = blocks.first(where: { $0.contains("vim.lsp.start_client") }) else {
            throw LSPTestClient.Failure(description: "docs/Editors.md has no Neovim 0.7 setup")
        }
        let command = #"cmd = { "scenec", "lsp" },"#
        guard setup.contains(command) else { throw LSPTestClient.Failure(description: "the setup does not run \(command)") }
        return setup.replacingOccurrences(of: command, with: "cmd = { \(lua(scenec)), \"lsp\", \"--log\", \(lua(log)) },")
    }

    /// A Lua string literal (a JSON string is one, for the characters paths hold).
    static func lua(_ text: String) -> String { JSONValue.string(text).compactText }

    /// The session: the documented setup, then the file opened, the requests, the results.
    static func script(setup: String, file: String, results: String) -> String {
        """
        \(setup)

        local results = {}
        local received = nil
        local default = vim.lsp.handlers["textDocument/publishDiagnostics"]
        vim.lsp.handlers["textDocument/publishDiagnostics"] = function(err, result, ctx, config)
          if result and #result.diagnostics > 0 then received = result end
          return default(err, result, ctx, config)
        end
        local function first(responses)
          for _, response in pairs(responses or {}) do return response.result end
          return nil
        end
        local ok, failure = pcall(function()
          vim.cmd("edit " .. vim.fn.fnameescape(\(lua(file))))
          local buffer = vim.api.nvim_get_current_buf()
          results.filetype = vim.bo[buffer].filetype
          results.waited = vim.wait(20000, function() return received ~= nil end, 50)
          results.published = received
          results.stored = {}
          for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
            table.insert(results.stored, { lnum = diagnostic.lnum, col = diagnostic.col, end_col = diagnostic.end_col,
              severity = diagnostic.severity, message = diagnostic.message })
          end
          local uri = vim.uri_from_bufnr(buffer)
          -- Inside destination="about" (line 3): completion, then go to the definition of `about`.
          local position = { line = 3, character = 55 }
          results.completion = first(vim.lsp.buf_request_sync(buffer, "textDocument/completion",
            { textDocument = { uri = uri }, position = position }, 10000))
          results.definition = first(vim.lsp.buf_request_sync(buffer, "textDocument/definition",
            { textDocument = { uri = uri }, position = position }, 10000))
        end)
        if not ok then results.failure = tostring(failure) end
        local handle = io.open(\(lua(results)), "w")
        handle:write(vim.fn.json_encode(results))
        handle:close()
        vim.cmd("qall!")
        """
    }

    @Test(Requirement.neovim.trait)
    func neovimShowsDiagnosticsCompletesAndGoesToDefinitions() throws {
        try Requirement.neovim.require()
        let workspace = try TestWorkspace(["Main.scene": Self.scene])
        let nvim = try #require(Requirement.executable(named: "nvim"))
        let resultsPath = workspace.folder.appendingPathComponent("results.json").path
        let scriptPath = workspace.folder.appendingPathComponent("session.lua").path
        let setup = try Self.documentedSetup(
            scenec: try scenecExecutable().path, log: workspace.folder.appendingPathComponent("lsp.log").path)
        try Self.script(setup: setup, file: workspace.path("Main.scene"), results: resultsPath)
            .write(toFile: scriptPath, atomically: true, encoding: .utf8)
        let state = workspace.folder.appendingPathComponent("nvim-state").path
        let run = try TestSupport.run(
            nvim, ["--headless", "--clean", "-c", "luafile \(scriptPath)"], in: workspace.folder, timeout: 90,
            environment: ["XDG_CACHE_HOME": state, "XDG_STATE_HOME": state, "XDG_DATA_HOME": state, "XDG_CONFIG_HOME": state])
        #expect(!run.timedOut, "Neovim did not quit: \(run.stderr.suffix(2000))")
        let data = try Data(contentsOf: URL(fileURLWithPath: resultsPath))
        let results = try JSONValue.parse(Array(data))
        #expect(results["failure"] == nil, "\(results["failure"]?.compactText ?? "")")
        #expect(results["waited"] == .bool(true), "no diagnostics reached Neovim")
        #expect(results["filetype"] == .string("xml"))

        // The diagnostics as published, and as Neovim stored them (0-based line and column).
        let published = results.at("published", "diagnostics")?.arrayValue ?? []
        let dangling = try #require(published.first { $0["code"] == .string("dangling-destination") })
        // (Neovim's JSON encoder orders keys its own way: members are compared one by one.)
        #expect(dangling.at("range", "start", "line") == .int(2))
        #expect(dangling.at("range", "start", "character") == .int(55))
        let stored = results["stored"]?.arrayValue ?? []
        #expect(stored.contains { $0["lnum"] == .int(2) && $0["col"] == .int(55) && $0["end_col"] == .int(61) && $0["severity"] == .int(1) },
                "\(stored.map(\.compactText))")

        // Completion at destination="about": the file's scenes.
        let items = results.at("completion", "items")?.arrayValue ?? results["completion"]?.arrayValue ?? []
        let labels = Set(items.compactMap { $0["label"]?.stringValue })
        #expect(labels.isSuperset(of: ["home", "detail", "about"]), "\(labels.sorted())")

        // Go to definition of `about`: its controller's id, line 6.
        let definition = results["definition"]?.arrayValue?.first ?? results["definition"]
        #expect(definition?["uri"] == .string(workspace.uri("Main.scene")))
        #expect(definition?.at("range", "start", "line") == .int(6))
        #expect(definition?.at("range", "start", "character") == .int(18))
    }
}
