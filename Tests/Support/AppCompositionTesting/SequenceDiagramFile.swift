import Foundation
package import Testing

/// A Mermaid sequence diagram of a recorded run in `Diagrams/sequences/` (`Diagrams/requests/` for one request
/// through every layer), with `<name>.svg` beside it for pages that cannot draw Mermaid (the DocC site). The
/// driver comes first, named for what it is (a command, a screen, a page), then the slice's types, then each
/// port by its protocol (`HTTPClient`), never its adapter. `verify` fails naming each file that differs or is
/// missing; `MOSAIC_WRITE_DIAGRAMS=1` writes them instead (`.ci/diagrams` does both).
package struct SequenceDiagramFile {
    package static let folder = "Diagrams/sequences"
    /// Where a request drawn through every layer, from its client to the API and back, is kept.
    package static let requestsFolder = "Diagrams/requests"
    package static let regenerateCommand = ".ci/diagrams"

    package let name: String
    package let title: String
    package let about: String
    package let recordedBy: String
    package let folder: String

    package init(name: String, title: String, about: String, recordedBy: String, folder: String = Self.folder) {
        self.name = name
        self.title = title
        self.about = about
        self.recordedBy = recordedBy
        self.folder = folder
    }

    package var path: String { "\(folder)/\(name).md" }
    package var svgPath: String { "\(folder)/\(name).svg" }

    package func render(_ trace: CallTrace) -> String {
        var lines = [
            "# \(title)",
            "",
            "Generated from a recorded run of `\(recordedBy)` by `\(Self.regenerateCommand)`.",
            "Do not edit by hand: the test fails when this file no longer matches what the code does.",
            "",
            about,
            "",
            "```mermaid",
            "sequenceDiagram",
        ]
        // The first participant drives the run (a command, a screen, a page), so it is the actor.
        for (index, participant) in trace.participants.enumerated() {
            let id = Self.id(of: participant)
            let alias = id == participant ? "" : " as \(participant)"
            lines.append("    \(index == 0 ? "actor" : "participant") \(id)\(alias)")
        }
        for message in trace.recorded {
            let text = message.text.replacingOccurrences(of: ";", with: ",").replacingOccurrences(of: "#", with: "")
            lines.append("    \(Self.id(of: message.from))\(message.kind.rawValue)\(Self.id(of: message.to)): \(text)")
        }
        lines.append("```")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The package this file is in: Tests/Support/AppCompositionTesting is three folders down.
    private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    package func verify(_ trace: CallTrace, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let files = [(path, render(trace)), (svgPath, SequenceDiagramSVG(title: title, trace: trace).render())]
        for (path, text) in files {
            let url = Self.packageRoot.appendingPathComponent(path)
            if ProcessInfo.processInfo.environment["MOSAIC_WRITE_DIAGRAMS"] == "1" {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            let committed = try? String(contentsOf: url, encoding: .utf8)
            let problem = committed == nil ? "is missing" : "does not match the recorded run"
            #expect(
                committed == text, "\(path) \(problem); regenerate with \(Self.regenerateCommand)",
                sourceLocation: sourceLocation)
        }
    }

    /// Mermaid ids are letters, digits and `_`: the driver `mosaic products show` is
    /// `mosaic_products_show`, and `HTTPClient (port)` is `HTTPClient_port`.
    private static func id(of participant: String) -> String {
        participant.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.joined(separator: "_")
    }
}
