package import Foundation
package import ImageDecoding
package import PictureKit
package import TerminalKit

/// A picture on an interactive screen: loads in the background (a placeholder meanwhile, keys never wait
/// for it), then draws itself in whatever box the screen gives it, so a resize redraws it at the new size.
@MainActor
package final class PicturePane {
    package enum State: Equatable {
        case empty, loading
        case loaded(Bitmap)
        case failed(PictureFailure)
    }

    package private(set) var state: State = .empty
    private let loader: PictureLoader
    private let fit: PictureFit
    private let display: PictureDisplay
    private var url: URL?
    private var task: Task<Void, Never>?
    /// The last lines drawn and the box they were drawn for: scaling runs once per size.
    private var drawn: (columns: Int, rows: Int, lines: [StyledLine])?

    package init(loader: PictureLoader, fit: PictureFit, display: PictureDisplay) {
        self.loader = loader
        self.fit = fit
        self.display = display.forInteractiveScreens
    }

    /// Whether the pane draws anything at all (not when pictures are shown as their URL).
    package var isShown: Bool { display != .text }

    /// Starts loading `url` unless it is the one already shown; `nil` shows nothing.
    package func show(_ url: URL?) {
        guard isShown, url != self.url else { return }
        self.url = url
        task?.cancel()
        drawn = nil
        guard let url else {
            state = .empty
            return
        }
        state = .loading
        task = Task { [loader, weak self] in
            let result: State
            do throws(PictureFailure) {
                result = .loaded(try await loader.picture(at: url))
            } catch {
                result = .failed(error)
            }
            guard !Task.isCancelled, let self else { return }
            state = result
            drawn = nil
        }
    }

    package func lines(columns: Int, rows: Int) -> [StyledLine] {
        switch state {
        case .empty: return []
        case .loading: return PicturePlaceholder.lines(label: "loading picture…", reason: nil, width: columns)
        case .failed(let failure):
            return PicturePlaceholder.lines(label: "no picture", reason: failure.description, width: columns)
        case .loaded(let bitmap):
            if let drawn, drawn.columns == columns, drawn.rows == rows { return drawn.lines }
            let lines = PictureCells.lines(for: bitmap, display: display, fit: fit, columns: columns, rows: rows)
            drawn = (columns, rows, lines)
            return lines
        }
    }

    deinit {
        task?.cancel()
    }
}
