import Testing

@Suite("Import scanner")
struct ImportScannerTests {
    private func modules(_ lines: [String]) -> [String] {
        ImportScanner.imports(in: lines.joined(separator: "\n"), file: "F.swift").map(\.module)
    }

    @Test(arguments: [
        "import FoundationNetworking",
        "public import FoundationNetworking",
        "package import FoundationNetworking",
        "internal import FoundationNetworking",
        "private import FoundationNetworking",
        "@preconcurrency import FoundationNetworking",
        "@preconcurrency public import FoundationNetworking",
        "@_exported import FoundationNetworking",
        "@_spi(Internal) @testable import FoundationNetworking",
        "import struct FoundationNetworking.URLSession",
        "import FoundationNetworking // the adapter needs it",
        "    import FoundationNetworking",
        "import Foundation; import FoundationNetworking",
    ])
    func findsDecoratedImport(_ line: String) {
        #expect(modules([line]).last == "FoundationNetworking")
    }

    @Test func reportsTheLineNumber() {
        let found = ImportScanner.imports(
            in: "// header\n\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif", file: "F.swift"
        )
        #expect(found.map(\.line) == [4])
        #expect(found.first?.description == "F.swift:4 imports FoundationNetworking")
    }

    @Test func ignoresImportsInCommentsAndStrings() {
        let text = [
            "// import FoundationNetworking",
            "/// Call `import FoundationNetworking` yourself.",
            "/*",
            "import FoundationNetworking",
            "*/",
            "let fixture = \"\"\"",
            "import FoundationNetworking",
            "\"\"\"",
            "let inline = \"import FoundationNetworking\"",
            "func importantThing() {}",
            "import Foundation",
        ]
        #expect(modules(text) == ["Foundation"])
    }
}
