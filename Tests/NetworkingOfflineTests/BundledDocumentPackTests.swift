import Foundation
import FoundationTesting
import NetworkingOffline
import Testing

/// Packs from `encode` read back whole; an index not of offsets, lengths and fields is refused as malformed.
@Suite("Bundled document packs")
struct BundledDocumentPackTests {
    @Test func aPackReadsBackTheFieldsAndDocumentsItWasWrittenWith() throws {
        let documents = [
            BundledDocumentPack.Document(fields: ["1", "bulbasaur"], body: Data(#"{"id":1}"#.utf8)),
            BundledDocumentPack.Document(fields: ["", "Flabébé", "e\u{301}"], body: Data(#"{"name":"Flabébé"}"#.utf8)),
            BundledDocumentPack.Document(fields: [], body: Data("{}".utf8)),
        ]
        try withPack(BundledDocumentPack.encode(documents)) { result in
            let pack = try result.get()
            #expect(pack.entries.map(\.fields) == documents.map(\.fields))
            #expect(try pack.documents(at: pack.entries).get() == documents.map(\.body))
        }
    }

    @Test func anEntryIsFoundByTheBytesOfOneField() throws {
        let documents = [
            BundledDocumentPack.Document(fields: ["1", "bulbasaur"], body: Data("{}".utf8)),
            BundledDocumentPack.Document(fields: ["25", "pikachu"], body: Data("{}".utf8)),
            BundledDocumentPack.Document(fields: ["250"], body: Data("{}".utf8)),
            BundledDocumentPack.Document(fields: ["669", "flabébé"], body: Data("{}".utf8)),
        ]
        try withPack(BundledDocumentPack.encode(documents)) { result in
            let entries = try result.get().entries
            #expect(entries.first(whereField: 0, is: "25")?.fields == ["25", "pikachu"])
            #expect(entries.first(whereField: 0, is: "250")?.fields == ["250"])
            #expect(entries.first(whereField: 1, is: "flabébé")?.fields == ["669", "flabébé"])
            #expect(
                entries.first(whereField: 1, is: "flabe\u{301}be\u{301}") == nil, "bytes, not canonical equivalence")
            #expect(entries.first(whereField: 0, is: "2") == nil)
            #expect(entries.first(whereField: 1, is: "") == nil)
            #expect(entries.first(whereField: 2, is: "pikachu") == nil)
        }
    }

    @Test func emptyLinesInTheIndexAreSkipped() throws {
        let body = Data("{}\n{}\n".utf8)
        try withPack((Data("\n0\t2\tfirst\n\n3\t2\tsecond\n\n".utf8), body)) { result in
            let pack = try result.get()
            #expect(pack.entries.map(\.fields) == [["first"], ["second"]])
        }
    }

    @Test(arguments: [
        "x\t2\tid", "0\tx\tid", "+0\t2\tid", "-1\t2\tid", "0\t-2\tid", "0\t 2\tid", "0\t2.0\tid", "0", "\t2\tid",
        "0\t\tid", "18446744073709551616\t2\tid", "0\t99999999999999999999\tid", "٣\t2\tid",
    ])
    func anIndexLineThatIsNotAnOffsetAndALengthIsMalformed(_ line: String) throws {
        try withPack((Data("0\t2\tgood\n\(line)\n".utf8), Data("{}\n".utf8))) { result in
            let error = #expect(throws: BundledResourceError.self, "'\(line)' was read as an entry") {
                try result.get()
            }
            #expect(error?.path == "Resources/pack.index.tsv")
            #expect(error?.reason == "a line is not an offset, a length and fields")
        }
    }

    /// The files stay until `body` returns, since documents are read when asked for.
    private func withPack(
        _ files: (index: Data, documents: Data),
        _ body: (Result<BundledDocumentPack, BundledResourceError>) throws -> Void
    ) throws {
        let folder = try TemporaryDirectory()
        let resources = folder.url.appending(path: "Resources", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        try files.index.write(to: resources.appending(path: "pack.index.tsv"))
        try files.documents.write(to: resources.appending(path: "pack.jsonl"))
        let bundle = try #require(Bundle(url: folder.url))
        try body(BundledDocumentPack.load(named: "pack", in: bundle))
    }
}
