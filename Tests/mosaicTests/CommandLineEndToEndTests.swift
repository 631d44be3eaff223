import Foundation
import FoundationTesting
import Testing

/// The real binary with its output and errors redirected, as a script sees it.
@Suite("The command line, as a shell script sees it", .processBudget)
struct CommandLineEndToEndTests {
    private let folder: TemporaryDirectory
    private var state: URL { folder.url }

    init() throws {
        folder = try TemporaryDirectory()
    }

    private func mosaic(_ arguments: [String]) async throws -> (status: Int32, output: String, error: String) {
        try await MosaicRunner(in: state, environment: MosaicBinary.environment(home: state), analytics: nil)
            .run(["--store", "memory"] + arguments)
    }

    @Test(arguments: [
        ["products", "list", "--page", "2", "drsss"],
        ["dealership", "show", "--type", "rv", "a7fef0da-0e90-4e96-982d-f2340be94b97"],
        ["pokemon", "show", "--", "25"],
        ["--", "pokemon", "show", "25"],
        ["launches", "list", "--limit", "3"],
    ])
    func optionsAndPositionalsInAnyOrderSucceedWithNothingOnStderr(_ arguments: [String]) async throws {
        let run = try await mosaic(arguments)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.isEmpty, "the Zoogle SDK must not write to the terminal")
        #expect(!run.output.contains("…"), "nothing is cut off a terminal")
    }

    @Test func zoogleEventsGoToTheStateFolderAndConsoleAnalyticsToStderr() async throws {
        _ = try await mosaic(["launches", "show", "5fe3b15eb3467846b324216d"])
        let log = try String(
            contentsOf: state.appendingPathComponent("mosaic/zoogle.log"), encoding: .utf8)
        #expect(log.contains("[ZoogleAnalytics]"))
        let console = try await mosaic(["launches", "show", "5fe3b15eb3467846b324216d", "--analytics", "console"])
        #expect(console.error.hasPrefix("analytics: "))
        let config = try await mosaic(["config"])
        #expect(config.output.contains("zoogle: events appended to \(state.path)/mosaic/zoogle.log"))
    }

    @Test func aLongLinkReachesARedirectedOutputWhole() async throws {
        let run = try await mosaic(["launches", "show", "5fe3b15eb3467846b324216d", "--now", "2022-09-01T00:00:00Z"])
        #expect(run.status == 0)
        #expect(run.output.contains("https://"))
        #expect(!run.output.contains("…"))
    }

    /// What starts the app on a terminal prints help without one.
    @Test func withNoTerminalForStdinOrStdoutNoCommandPrintsHelpAndExitsZero() async throws {
        let run = try await mosaic([])
        #expect(run.status == 0)
        #expect(run.output.contains("Usage: mosaic"))
        #expect(!run.output.contains("\u{1B}["), "no terminal control codes off a terminal")
    }

    @Test func aGroupAloneAndVersionAndHelpSucceed() async throws {
        let group = try await mosaic(["pokemon"])
        #expect(group.status == 0)
        #expect(group.output.contains("Usage: mosaic pokemon show <id|name>"))
        let help = try await mosaic(["help", "products", "list"])
        #expect(help.output.contains("--page N"))
        let dashH = try await mosaic(["guidomia", "list", "-h"])
        #expect(dashH.status == 0 && dashH.output.contains("--make M"))
        let version = try await mosaic(["--version"])
        #expect(version.status == 0 && version.output.hasPrefix("mosaic "))
    }

    @Test func syncProgressNeverReachesARedirectedOutput() async throws {
        let run = try await mosaic(["pokemon", "sync"])
        #expect(!run.output.contains("details 1"))
        #expect(!run.error.contains("details"))
    }

    @Test func theBashCompletionScriptIsValidAndCarriesTheCommandTable() async throws {
        let run = try await mosaic(["completion", "bash"])
        #expect(run.status == 0)
        for word in ["pokemon", "products", "drsss", "'Land Rover'", "--page", "--make", "--json", "completion"] {
            #expect(run.output.contains(word), "the script lacks \(word)")
        }
        let script = state.appendingPathComponent("mosaic.bash")
        try run.output.write(to: script, atomically: true, encoding: .utf8)
        let check = try await RunningProcess.run(
            "/bin/bash", ["-n", script.path], stdout: state.appendingPathComponent("bash-n.out"))
        #expect(check.status == 0)
        #expect(try await mosaic(["completion", "tcsh"]).status == 64)
    }

    /// Each script loaded into its real shell and asked, as a user pressing Tab would be answered.
    @Test(arguments: [
        Completion(shell: "bash", question: "mosaic guidomia list --make ", answer: "Land Rover"),
        Completion(shell: "bash", question: "mosaic products list ", answer: "drsss"),
    ])
    func bashLoadsItsScriptAndCompletesFromTheCommandTable(_ completion: Completion) async throws {
        try await complete(completion, shell: "/bin/bash")
    }

    @Test(
        .needs(.fish),
        arguments: [
            Completion(shell: "fish", question: "mosaic guidomia list --make ", answer: "Land Rover"),
            Completion(shell: "fish", question: "mosaic pro", answer: "products"),
        ])
    func fishLoadsItsScriptAndCompletesFromTheCommandTable(_ completion: Completion) async throws {
        try await complete(completion, shell: try #require(Prerequisite.fish.path))
    }

    /// zsh's completion needs a terminal, so zsh only loads the script under `compinit`.
    @Test(.needs(.zsh)) func zshLoadsItsScript() async throws {
        try await complete(
            Completion(shell: "zsh", question: "", answer: ""), shell: try #require(Prerequisite.zsh.path))
    }

    private func complete(_ completion: Completion, shell: String) async throws {
        let run = try await mosaic(["completion", completion.shell])
        let script = state.appendingPathComponent("mosaic.\(completion.shell)")
        try run.output.write(to: script, atomically: true, encoding: .utf8)
        let answer = try await RunningProcess.run(
            shell, ["-c", completion.program(script: script.path)], stdout: state.appendingPathComponent("answer"))
        #expect(answer.status == 0, "\(completion.shell) could not load the script")
        let candidates = answer.output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        #expect(completion.answer.isEmpty || candidates.contains(completion.answer), "\(candidates)")
    }

    struct Completion: Sendable, CustomTestStringConvertible {
        var shell: String
        var question: String
        var answer: String
        var testDescription: String { "\(shell): \(question)" }

        func program(script: String) -> String {
            switch shell {
            case "bash":
                let words = question.split(separator: " ")
                let quoted = words.map { "'\($0)'" }.joined(separator: " ")
                return "source '\(script)'; COMP_WORDS=(\(quoted) ''); COMP_CWORD=\(words.count); "
                    + "_mosaic; printf '%s\\n' \"${COMPREPLY[@]}\""
            case "fish": return "source '\(script)'; complete -C '\(question)'"
            default: return "autoload -Uz compinit && compinit -u && source '\(script)'"
            }
        }
    }
}
