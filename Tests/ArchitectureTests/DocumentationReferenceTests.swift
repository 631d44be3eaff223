import Foundation
import Testing

/// A file moved or renamed without its documentation fails here: every relative link and repository path
/// in README.md and Docs/ must point at something. A DocC catalog's (`Docs/*.docc`) links go to pages
/// and images of the built site; `.ci/docs` checks those, and this suite their paths.
@Suite("Documentation references")
struct DocumentationReferenceTests {
    static var documents: [URL] {
        let root = PackageRoot.url
        let docs = FileManager.default.enumerator(
            at: root.appendingPathComponent("Docs"), includingPropertiesForKeys: nil)
        let markdown = (docs?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "md" }
        return [root.appendingPathComponent("README.md")] + markdown.sorted { $0.path < $1.path }
    }

    @Test func everyRelativeLinkPointsAtAFileAndEveryAnchorAtAHeading() throws {
        for document in Self.documents where !document.pathComponents.contains(where: { $0.hasSuffix(".docc") }) {
            let references = try DocumentReferences(markdown: String(contentsOf: document, encoding: .utf8))
            for link in references.links {
                let name = relativeName(of: document)
                if link.path.isEmpty {
                    if let fragment = link.fragment {
                        #expect(references.anchors.contains(fragment), "\(name): no heading for #\(fragment)")
                    }
                    continue
                }
                let target = document.deletingLastPathComponent().appendingPathComponent(link.path).standardizedFileURL
                guard FileManager.default.fileExists(atPath: target.path) else {
                    Issue.record("\(name): the link to \(link.path) points at nothing")
                    continue
                }
                if let fragment = link.fragment, target.pathExtension == "md" {
                    let anchors = try DocumentReferences(markdown: String(contentsOf: target, encoding: .utf8)).anchors
                    #expect(anchors.contains(fragment), "\(name): \(link.path) has no heading for #\(fragment)")
                }
            }
        }
    }

    @Test func everyRepositoryPathNamedInACodeSpanExists() throws {
        for document in Self.documents {
            let references = try DocumentReferences(markdown: String(contentsOf: document, encoding: .utf8))
            for path in references.repositoryPaths {
                let target = PackageRoot.url.appendingPathComponent(path)
                #expect(
                    FileManager.default.fileExists(atPath: target.path),
                    "\(relativeName(of: document)) names \(path), which does not exist")
            }
        }
    }

    @Test func theReaderFindsLinksPathsAndAnchorsAndSkipsWhatIsNotAPath() {
        let references = DocumentReferences(
            markdown: """
                # The slice plan
                See [the plan](#the-slice-plan), [diagrams](../Diagrams/modules.md#top) and \
                [Swift](https://swift.org). `Modules/Platform/TerminalKit` and `Tests/<Name>Tests` and \
                `swift test --filter Docs/` and `Package.swift`.
                ```
                [not a link](nowhere.md) `Modules/Nowhere`
                ```
                ## Tests on a starved machine
                """)
        #expect(
            references.links == [
                .init(path: "", fragment: "the-slice-plan"), .init(path: "../Diagrams/modules.md", fragment: "top"),
            ])
        #expect(references.repositoryPaths == ["Modules/Platform/TerminalKit", "Package.swift"])
        #expect(references.anchors == ["the-slice-plan", "tests-on-a-starved-machine"])
    }

    private func relativeName(of document: URL) -> String {
        String(document.path.dropFirst(PackageRoot.url.path.count + 1))
    }
}
