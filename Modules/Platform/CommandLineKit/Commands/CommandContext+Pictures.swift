package import CompositionKit
package import Foundation
import PictureKit
package import TerminalKit

extension CommandContext {
    package nonisolated static let pictureOptions: [CommandOption] = [
        .flag("--image", help: "Draw the picture even when stdout is not a terminal or NO_COLOR is set."),
        .flag("--no-image", help: "Do not draw the picture (its URL is still shown)."),
    ]

    /// How this command's output shows pictures: from the terminal and its environment unless
    /// `requested` (``CommandArguments/pictureRequest()``) says otherwise; never in `--json` output.
    package func pictureDisplay(_ requested: Bool?) -> PictureDisplay {
        guard !wantsJSON else { return .text }
        return PictureDisplay.detect(
            environment: environment, outputIsTerminal: console.outputIsTerminal, requested: requested)
    }

    /// The lines that draw the picture at `url` for `api` above a command's text: at most 40
    /// columns by 16 rows, or the placeholder and why it is missing. None when `display` is text.
    package func pictureLines(
        for url: URL?, api: FeatureAPI, display: PictureDisplay, fit: PictureFit
    ) async -> [TerminalText] {
        guard let url, display != .text else { return [] }
        let columns = min(outputWidth, 40)
        let lines: [StyledLine]
        do {
            let bitmap = try await graph.pictures(for: api).picture(at: url)
            lines = PictureCells.lines(for: bitmap, display: display, fit: fit, columns: columns, rows: 16)
        } catch {
            lines = PicturePlaceholder.lines(label: "no picture", reason: error.description, width: columns)
        }
        return lines.map { $0.rendered(width: DisplayWidth.of($0.plainText), colors: true) }
    }
}
