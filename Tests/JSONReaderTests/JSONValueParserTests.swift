import Foundation
import JSONReader
import Networking
import Testing

/// The parser reads JSON exactly as `JSONDecoder` decodes a `JSONValue` (it replaces it in the
/// emulators for speed), refusing what that refuses and what it lets pass unread as a duplicate key's value.
struct JSONValueParserTests {
    private func reference(_ text: String) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    private func parsed(_ text: String) -> JSONValue? {
        try? JSONValueParser.parse(Data(text.utf8))
    }

    @Test(arguments: [
        #"{"a": [1, -2.5, 3e2, 0, -0, 1E-3, true, false, null], "b": {"c": "d"}}"#,
        #"  "top-level string"  "#, "42", "true", "null", "[]", "{}", "[[[]]]",
        #""escapes \" \\ \/ \b \f \n \r \t \u00e9 \u20AC \ud83d\ude00""#,
        "\"é, 漢字, 🦊 and e\u{301}\"",
        "\u{FEFF}{\"bom\": 1}",
        #"{"same": 1, "same": 2}"#,
        "1.7976931348623157e308", "5e-324", "123456789012345678901234567890",
        "\t\r\n [1 ,\n2 ] \n", "[1,]", #"{"a": 1 , }"#,
    ])
    func readsWhatJSONDecoderReadsToTheSameValue(_ text: String) throws {
        let expected = try #require(reference(text), "JSONDecoder refuses the sample itself")
        #expect(parsed(text) == expected)
    }

    @Test(arguments: [
        "", " ", "{", "[,]", "[1,,]", "{,}", "[1 2]", #"{"a" 1}"#, "{1: 2}", "[1]]", "tru", "nul", "True",
        "01", "1.", ".5", "-", "+1", "1e", "1e+", "0x10", "NaN", "Infinity", "1e400", "-1e400", "1e-400",
        #""unterminated"#, #""bad \x escape""#, #""\u12G4""#, #""\ud800""#, #""\udc00""#, #""\ud800\u0041""#,
        "\"tab\tinside\"", "\"nul\u{0}inside\"", "[1] garbage", "{}{}",
    ])
    func refusesWhatJSONDecoderRefuses(_ text: String) {
        #expect(reference(text) == nil, "JSONDecoder accepts the sample itself")
        #expect(throws: JSONValueParser.Failure.self) { try JSONValueParser.parse(Data(text.utf8)) }
    }

    @Test func nestingStopsAtJSONDecodersDepth() {
        let deepest = JSONValueParser.maximumDepth
        let allowed = String(repeating: "[", count: deepest) + String(repeating: "]", count: deepest)
        let tooDeep = "[" + allowed + "]"
        #expect(parsed(allowed) == reference(allowed))
        #expect(parsed(allowed) != nil)
        #expect(reference(tooDeep) == nil)
        #expect(throws: JSONValueParser.Failure.self) { try JSONValueParser.parse(Data(tooDeep.utf8)) }
    }

    @Test func aHundredThousandLevelsAreRefusedWithoutExhaustingTheStack() {
        let hostile = Data(repeating: UInt8(ascii: "["), count: 100_000)
        #expect(throws: JSONValueParser.Failure.self) { try JSONValueParser.parse(hostile) }
    }

    @Test(arguments: [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF]] as [[UInt8]])
    func stringsThatAreNotUTF8AreRefused(_ bytes: [UInt8]) {
        let text = Data([UInt8(ascii: "\"")] + bytes + [UInt8(ascii: "\"")])
        #expect((try? JSONDecoder().decode(JSONValue.self, from: text)) == nil)
        #expect(throws: JSONValueParser.Failure.self) { try JSONValueParser.parse(text) }
    }

    /// The offset of the byte where reading stopped, and that byte by its value when it is not
    /// printable, so a message never carries a control character.
    @Test(arguments: [
        (Array("[1, 2 3]".utf8), "not JSON at byte 6: a ',' or ']' should follow"),
        ([0x1B, 0x5B], "not JSON at byte 0: no value starts with byte 0x1B"),
    ])
    func aFailureNamesTheByteWhereReadingStopped(_ bytes: [UInt8], _ description: String) {
        let error = #expect(throws: JSONValueParser.Failure.self) { try JSONValueParser.parse(Data(bytes)) }
        #expect(error?.description == description)
    }

    /// JSONDecoder never reads a duplicate key's value, so malformed text passes there; the parser refuses it.
    @Test(arguments: [#""\x""#, #""\ud800""#, "01", "1e400", "\"tab\there\""])
    func malformedTextInADuplicateKeysValueIsRefusedWhereJSONDecoderLetsItPass(_ value: String) {
        let text = #"{"a": 1, "a": "# + value + "}"
        #expect(reference(text) == .object(["a": .number(1)]))
        let error = #expect(throws: JSONValueParser.Failure.self) { try JSONValueParser.parse(Data(text.utf8)) }
        #expect(error?.kind == .malformedDuplicateKeyValue)
        #expect(error?.description.hasSuffix("(in the value of a duplicate key)") == true)
        let first = #expect(throws: JSONValueParser.Failure.self) {
            try JSONValueParser.parse(Data((#"{"a": "# + value + "}").utf8))
        }
        #expect(first?.kind == .malformed)
    }

    /// JSONDecoder converts UTF-16 and UTF-32; the emulators read UTF-8 only, as RFC 8259 asks.
    @Test(
        arguments: [
            [0x32, 0x00, 0x00, 0x00, 0x00, 0x32], Array("[1]".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
            [0xFF, 0xFE, 0x31, 0x00], [0xFE, 0xFF, 0x00, 0x31],
        ] as [[UInt8]])
    func textInUTF16OrUTF32IsRefusedAsNotUTF8(_ bytes: [UInt8]) {
        let error = #expect(throws: JSONValueParser.Failure.self) { try JSONValueParser.parse(Data(bytes)) }
        #expect(error?.kind == .notUTF8)
    }

    /// Every sample the fuzzer starts from and case it once failed on: API answers, request bodies, broken variants.
    @Test func agreesWithJSONDecoderOnEveryFuzzingSample() throws {
        let fuzzing = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "FuzzTesting")
        let files = ["Corpora", "FailCases"].flatMap { folder in
            FileManager.default.enumerator(at: fuzzing.appending(path: folder), includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { !$0.hasDirectoryPath } ?? []
        }
        #expect(files.count > 50)
        for file in files {
            let data = try Data(contentsOf: file)
            let expected = try? JSONDecoder().decode(JSONValue.self, from: data)
            do {
                #expect(try JSONValueParser.parse(data) == expected, "\(file.lastPathComponent)")
            } catch {
                #expect(expected == nil || error.kind != .malformed, "\(file.lastPathComponent): \(error)")
            }
        }
    }
}
