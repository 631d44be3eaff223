import Foundation

/// What a Markdown document points at: its relative links (`[text](../Diagrams/modules.md#top)`)
/// and the repository paths it names in code spans (`` `Modules/Platform/TerminalKit` ``).
struct DocumentReferences: Equatable {
    struct Link: Equatable {
        var path: String
        var fragment: String?
    }

    var links: [Link] = []
    var repositoryPaths: [String] = []
    /// The anchors its headings get, the way GitHub makes them.
    var anchors: Set<String> = []

    /// The folders and files at the top of the repository; a code span that starts with one of
    /// them is read as a path.
    static let topLevelNames = [
        "Modules/", "Tests/", "Docs/", "Diagrams/", ".ci/", "FuzzTesting/", "Package.swift", "README.md",
    ]

    init(markdown: String) {
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if inFence { continue }
            if line.hasPrefix("#") {
                let title = line.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces)
                anchors.insert(Self.anchor(of: title))
            }
            links += Self.links(in: line)
            repositoryPaths += Self.codeSpans(in: line).filter(Self.looksLikeAPath)
        }
    }

    /// GitHub's rule: lower case, drop what is not a letter, digit, space, `-` or `_`, and turn
    /// spaces into hyphens.
    static func anchor(of title: String) -> String {
        let kept = title.lowercased().unicodeScalars.filter {
            CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
        }
        return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
    }

    private static func links(in line: Substring) -> [Link] {
        var found: [Link] = []
        var rest = line[...]
        while let open = rest.range(of: "](") {
            let afterOpen = rest[open.upperBound...]
            guard let close = afterOpen.firstIndex(of: ")") else { break }
            let target = afterOpen[..<close].split(separator: " ").first.map(String.init) ?? ""
            rest = afterOpen[close...]
            if target.isEmpty || target.contains("://") || target.hasPrefix("mailto:") { continue }
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            found.append(Link(path: String(parts[0]), fragment: parts.count > 1 ? String(parts[1]) : nil))
        }
        return found
    }

    private static func codeSpans(in line: Substring) -> [String] {
        let pieces = line.split(separator: "`", omittingEmptySubsequences: false)
        return stride(from: 1, to: pieces.count - 1, by: 2).map { String(pieces[$0]) }
    }

    /// A path names no placeholder (`<Name>`, `…`, `*`), has no spaces or options, and is not
    /// inside a build folder, which a fresh clone does not have.
    private static func looksLikeAPath(_ span: String) -> Bool {
        guard topLevelNames.contains(where: { span.hasPrefix($0) }), !span.contains("/.build") else { return false }
        return !span.contains(where: { " <>*…{}$|:".contains($0) })
    }
}
