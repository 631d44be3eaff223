import Testing

@testable import GuidomiaFeature

@Suite("Parsing .strings files")
struct StringsFileParserTests {
    @Test func entriesCommentsAndEscapesAreReadAndAnEmptyFileIsAnEmptyTable() throws {
        let text = """
            /* A block
               comment */
            "a" = "Apple"; // trailing comment
            "b"="Quote \\" slash \\\\ line\\nTab\\tReturn\\r";
            // a line comment
            "a.b" = "Über ★";
            """
        let table = try StringsFileParser.parse(text)
        #expect(table == ["a": "Apple", "b": "Quote \" slash \\ line\nTab\tReturn\r", "a.b": "Über ★"])
        #expect(try StringsFileParser.parse("  \n /* nothing */ ").isEmpty)
    }

    @Test(arguments: [
        ("\"a\" = \"b\"", 1, "expected ';' but the file ended"),
        ("\"a\" \"b\";", 1, "expected '=' but found '\"'"),
        ("\n\na = \"b\";", 3, "expected '\"' but found 'a'"),
        ("\"a\" = \"b", 1, "unterminated string"),
        ("\"a\" = \"b\\", 1, "unterminated string"),
        ("\"a\" = \"\\q\";", 1, "unknown escape '\\q'"),
        ("\n/* open", 2, "unterminated comment"),
    ])
    func malformedFilesAreRefusedWithTheLine(text: String, line: Int, reason: String) {
        #expect(throws: StringsFileError(line: line, reason: reason)) {
            try StringsFileParser.parse(text)
        }
    }
}
