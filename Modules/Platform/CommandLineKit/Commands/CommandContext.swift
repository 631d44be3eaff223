import Foundation
package import PictureKit
import TerminalKit

/// What a command works with: the graph (with the picture pipeline), the console and the output mode.
@MainActor
package struct CommandContext {
    package let graph: any PictureGraph
    package let console: any Console
    package let wantsJSON: Bool
    /// The columns text output may use; `Int.max` when nothing may be cut (``outputWidth(for:environment:)``).
    package let outputWidth: Int
    /// The process environment, for what the terminal announces (`COLORTERM`, `NO_COLOR`, `TERM`).
    package let environment: [String: String]

    package init(
        graph: any PictureGraph, console: any Console, wantsJSON: Bool, outputWidth: Int = .max,
        environment: [String: String] = [:]
    ) {
        self.graph = graph
        self.console = console
        self.wantsJSON = wantsJSON
        self.outputWidth = outputWidth
        self.environment = environment
    }

    /// Writes `value` as pretty, key-sorted JSON on stdout, every control and format character
    /// in it written as a JSON escape (``TerminalKit/TerminalText/init(json:)``).
    package func printJSON(_ value: some Encodable) throws(CommandError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        do {
            let data = try encoder.encode(value)
            console.writeOutput(TerminalText(json: String(decoding: data, as: UTF8.self)) + .lineBreak)
        } catch {
            throw .failure("cannot encode the output as JSON: \(error)")
        }
    }
}
