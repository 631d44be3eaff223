package import Foundation
package import PictureKit
package import TerminalKit

/// A picture in one-shot output: loaded at once, drawn as text lines with their escape
/// sequences, or the placeholder and the reason it is not drawn.
package enum PictureOutput {
    /// The lines that show `url` in at most `columns` x `rows` cells; none for ``TerminalKit/PictureDisplay/text``.
    package static func lines(
        for url: URL, loader: PictureLoader, display: PictureDisplay, fit: PictureFit, columns: Int, rows: Int
    ) async -> [TerminalText] {
        guard display != .text else { return [] }
        let lines: [StyledLine]
        do {
            let bitmap = try await loader.picture(at: url)
            lines = PictureCells.lines(for: bitmap, display: display, fit: fit, columns: columns, rows: rows)
        } catch {
            lines = PicturePlaceholder.lines(label: "no picture", reason: error.description, width: columns)
        }
        return lines.map { $0.rendered(width: DisplayWidth.of($0.plainText), colors: true) }
    }
}
