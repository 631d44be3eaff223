import Foundation
public import LaunchesFeature

/// A launch's detail as plain text: name and patch, the date or countdown, the table (with `-`
/// for missing values, long values wrapped) and the links at the bottom.
public enum LaunchDetailScreen {
    public static func lines(for state: LaunchDetailState, width: Int) -> [String] {
        switch state {
        case .loading:
            return ["Loading launch…"]
        case .failed(let message, let canRetry):
            let line = DisplayWidth.truncate("Could not load the launch: \(message)", to: width)
            return canRetry ? [line, "Retry to try again."] : [line]
        case .loaded(let content):
            return lines(for: content, width: width)
        }
    }

    private static func lines(for content: LaunchDetailContent, width: Int) -> [String] {
        var lines = [
            DisplayWidth.truncate(content.name, to: width),
            DisplayWidth.truncate("Patch: \(content.patchImageURL?.absoluteString ?? "-")", to: width),
            DisplayWidth.truncate(content.dateDisplay.summary, to: width),
            "",
        ]
        let titleWidth = content.rows.map { DisplayWidth.of($0.title) }.max() ?? 0
        let valueWidth = max(20, width - titleWidth - 2)
        var rows: [[String]] = []
        for row in content.rows {
            for (index, part) in wrap(row.value, to: valueWidth).enumerated() {
                rows.append([index == 0 ? row.title : "", part])
            }
        }
        lines += TextTable.render(header: nil, rows: rows, maxWidth: width)
        let links = [("YouTube", content.youtubeURL), ("Press kit", content.pressKitURL)].compactMap { title, url in
            url.map { [title, $0.absoluteString] }
        }
        if !links.isEmpty {
            lines.append("")
            lines += TextTable.render(header: nil, rows: links, maxWidth: width)
        }
        return lines
    }

    /// Splits `text` at spaces into lines of at most `width` columns; a longer word gets a line of its own.
    private static func wrap(_ text: String, to width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if line.isEmpty {
                line = String(word)
            } else if DisplayWidth.of(line) + 1 + DisplayWidth.of(String(word)) <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        lines.append(line)
        return lines
    }
}
