package import Foundation
package import PictureKit
package import TerminalKit

/// Small pictures beside a list's rows, one text line high: a URL loads the first time a row asks for
/// it (so only rows on screen load theirs), once however many rows share it. Until drawn a row shows
/// one dim character, never a box or a reason, so a list of failed or offline pictures stays readable.
@MainActor
package final class PictureThumbnails {
    /// What stands in a thumbnail's place while it loads.
    package static let loadingMark = "…"
    /// What stands in a thumbnail's place when it cannot be drawn (offline, a 404, not a picture).
    package static let missingMark = "·"

    private let loader: PictureLoader
    private let fit: PictureFit
    private let display: PictureDisplay
    private var panes: [URL: PicturePane] = [:]

    package init(loader: PictureLoader, fit: PictureFit, display: PictureDisplay) {
        self.loader = loader
        self.fit = fit
        self.display = display
    }

    /// Whether thumbnails are drawn at all (not when pictures are shown as their URL).
    package var isShown: Bool { display.forInteractiveScreens != .text }

    /// The thumbnail of `url`, `columns` wide and one line high, starting its load the first time `url` is asked for.
    package func line(for url: URL, columns: Int) -> StyledLine {
        let pane = panes[url] ?? startLoading(url)
        switch pane.state {
        case .loaded: return pane.lines(columns: columns, rows: 1).first ?? ""
        case .failed: return mark(Self.missingMark, columns: columns)
        case .empty, .loading: return mark(Self.loadingMark, columns: columns)
        }
    }

    private func startLoading(_ url: URL) -> PicturePane {
        let pane = PicturePane(loader: loader, fit: fit, display: display)
        pane.show(url)
        panes[url] = pane
        return pane
    }

    private func mark(_ text: String, columns: Int) -> StyledLine {
        let padding = max(columns - DisplayWidth.of(text), 0)
        let centred =
            String(repeating: " ", count: padding / 2) + text + String(repeating: " ", count: padding - padding / 2)
        return StyledLine(centred, style: .dim)
    }
}
