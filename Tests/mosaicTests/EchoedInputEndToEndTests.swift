import Foundation
import FoundationTesting
import Testing

extension CommandLineProcessTests {
    /// Hostile text typed anywhere a command quotes its input: the error stays one short line with no raw
    /// control or format character.
    @Suite("Echoed input, as a terminal shows it", .serialized, .timeLimit(.minutes(10)))
    @MainActor
    struct EchoedInputEndToEndTests {
        /// Hostile arguments (argv cannot hold NUL; the unit tests cover it).
        nonisolated static let hostile: [String] = [
            "a" + String(repeating: "\u{301}", count: 50_000),
            "\u{202E}evil\u{202C}",
            "x\u{200D}y\u{200B}z\u{FEFF}\u{2066}",
            "\u{1B}[2J\u{1B}]0;title\u{7}",
            String(repeating: "é", count: 50_000),
            "\\u{202E}\\e not escapes",
            String(repeating: "\u{1B}\u{202E}", count: 5_000),
        ]

        /// Every place a command line quotes what was typed; `X` is replaced by the hostile text.
        nonisolated static let templates: [[String]] = [
            ["X"], ["pokemon", "X"], ["config", "X"], ["config", "--X"], ["pokemon", "show", "X"],
            ["products", "show", "X"], ["launches", "show", "X"], ["dealership", "show", "X"],
            ["products", "list", "X"], ["guidomia", "list", "--make", "X"],
            ["guidomia", "list", "--make", "BMW", "--model", "X"],
            ["pokemon", "list", "--offset", "X"], ["launches", "list", "--page", "X"],
            ["dealership", "show", "a7fef0da-0e90-4e96-982d-f2340be94b97", "--type", "X"],
            ["config", "--store", "X"], ["config", "--analytics", "X"], ["config", "--flag", "X"],
            ["config", "--flag", "X=on"], ["config", "--flag", "pokemon.backup=X"], ["config", "--flags-file", "X"],
            ["config", "--base-url", "X"], ["config", "--base-url", "X=http://127.0.0.1:1"],
            ["config", "--base-url", "pokeapi=X"], ["config", "--base-url", "pokeapi=http://X"],
            ["config", "--now", "X"], ["config", "--flags-service", "X"], ["config", "--offline-latency", "X"],
            ["completion", "X"], ["help", "X"], ["pokemon", "list", "--limit=X"], ["config", "--json=X"],
            ["pokemon", "sync", "--concurrency", "X"],
        ]

        nonisolated static let cases: [(template: Int, text: Int)] = templates.indices.flatMap { template in
            hostile.indices.map { (template, $0) }
        }

        /// Far below any hostile argument, far above any message with two quotes in it.
        static let longestLine = 1_000

        @Test(arguments: 0..<cases.count)
        func theErrorIsOneShortInertLine(_ index: Int) async throws {
            let (template, text) = Self.cases[index]
            let hostile = Self.hostile[text]
            let arguments = Self.templates[template].map { $0.replacingOccurrences(of: "X", with: hostile) }
            let state = try TemporaryDirectory()
            let mosaic = try MosaicRunner(in: state.url, environment: MosaicBinary.environment(home: state.url))
            let (status, _, error) = try await mosaic.run(arguments, deadline: .seconds(60))
            let shown = "\(Self.templates[template]) with hostile text \(text)"
            #expect(status == 64 || status == 1, "\(shown): status \(status)")
            #expect(error.hasPrefix("error: ") && error.hasSuffix("\n"), "\(shown)")
            let line = error.dropLast().unicodeScalars
            #expect(!line.contains("\n"), "\(shown): more than one line")
            #expect(line.count <= Self.longestLine, "\(shown): \(line.count) scalars")
            let raw = line.first {
                switch $0.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator: true
                default: false
                }
            }
            #expect(raw == nil, "\(shown): raw U+\(String(raw?.value ?? 0, radix: 16, uppercase: true))")
        }
    }
}
