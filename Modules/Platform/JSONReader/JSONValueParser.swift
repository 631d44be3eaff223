package import Foundation
package import Networking

/// Reads JSON text (RFC 8259, UTF-8) into a ``Networking/JSONValue`` in one pass over its bytes.
///
/// The emulators read their bundled documents and clients' request bodies with it: `JSONDecoder`
/// throws an error, with its coding path, for every type a value is not (an object is tried as a
/// Bool, number, string and array first), costing a third of `dealership show`'s time (Docs/Performance.md).
/// It accepts what `JSONDecoder` accepts, read to the same value (a fuzz target checks): a leading
/// byte-order mark, any top-level value, a comma before a closing bracket, at most 512 levels, the
/// first of duplicate keys, no number overflowing or underflowing a `Double`. Two deliberate
/// differences have their own ``Failure/Kind``:
/// - `JSONDecoder` never reads a duplicate key's value, so malformed text passes there (not UTF-8,
///   `\x`, a lone surrogate, `01`, `1e400`); this parser reads and refuses it.
/// - `JSONDecoder` also reads UTF-16 and UTF-32 (by byte-order mark or zero bytes among the first
///   four); JSON between systems, and all an emulator reads, is UTF-8 (RFC 8259), so this refuses them.
package struct JSONValueParser {
    /// Why `bytes` is not JSON, with the offset of the byte where reading stopped.
    package struct Failure: Error, Equatable, CustomStringConvertible {
        /// What kind of text was refused, and so whether `JSONDecoder` would refuse it too.
        package enum Kind: Sendable, Equatable {
            /// Text that is not JSON: `JSONDecoder` refuses it too.
            case malformed
            /// Malformed text in the value of a duplicate key, which `JSONDecoder` never reads.
            case malformedDuplicateKeyValue
            /// JSON in UTF-16 or UTF-32, which `JSONDecoder` converts.
            case notUTF8
        }

        package let offset: Int
        package let reason: String
        package let kind: Kind

        package var description: String {
            let note = kind == .malformedDuplicateKeyValue ? " (in the value of a duplicate key)" : ""
            return "not JSON at byte \(offset): \(reason)\(note)"
        }
    }

    /// The deepest nesting of arrays and objects read, as `JSONDecoder` allows.
    package static let maximumDepth = 512

    package static func parse(_ data: Data) throws(Failure) -> JSONValue {
        let result: Result<JSONValue, Failure> = data.withUnsafeBytes { buffer in
            var parser = JSONValueParser(buffer)
            return Result { () throws(Failure) in try parser.document() }
        }
        return try result.get()
    }

    private let bytes: UnsafeRawBufferPointer
    private var offset = 0
    private var depth = 0
    /// How many values of duplicate keys are being read, one inside another.
    private var duplicateKeyValues = 0

    private init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    private mutating func document() throws(Failure) -> JSONValue {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.prefix(4).contains(0) {
            throw Failure(offset: 0, reason: "the text is UTF-16 or UTF-32, not UTF-8", kind: .notUTF8)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        let value = try self.value()
        skipWhitespace()
        guard offset == bytes.count else { throw failure("more after the value") }
        return value
    }

    private mutating func value() throws(Failure) -> JSONValue {
        skipWhitespace()
        guard let byte = peek() else { throw failure("the text ends where a value should be") }
        switch byte {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("no value starts with \(Self.quoted(byte))")
        }
    }

    private mutating func object() throws(Failure) -> JSONValue {
        var members: [String: JSONValue] = [:]
        try readContainer(closing: UInt8(ascii: "}")) { parser throws(Failure) in
            guard parser.peek() == UInt8(ascii: "\"") else { throw parser.failure("an object's key must be a string") }
            let key = try parser.string()
            parser.skipWhitespace()
            try parser.expect(UInt8(ascii: ":"), "a ':' after an object's key")
            // The first of duplicate keys counts, as in JSONDecoder.
            let isDuplicate = members[key] != nil
            if isDuplicate { parser.duplicateKeyValues += 1 }
            let value = try parser.value()
            if isDuplicate { parser.duplicateKeyValues -= 1 } else { members[key] = value }
        }
        return .object(members)
    }

    private mutating func array() throws(Failure) -> JSONValue {
        var elements: [JSONValue] = []
        try readContainer(closing: UInt8(ascii: "]")) { parser throws(Failure) in elements.append(try parser.value()) }
        return .array(elements)
    }

    /// Reads an object or array up to `closing`, calling `element` at each item's first byte that is not whitespace.
    private mutating func readContainer(
        closing: UInt8, element: (inout JSONValueParser) throws(Failure) -> Void
    ) throws(Failure) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure("nested deeper than \(Self.maximumDepth) levels") }
        offset += 1
        skipWhitespace()
        if peek() == closing {
            offset += 1
        } else {
            repeat {
                skipWhitespace()
                try element(&self)
                skipWhitespace()
            } while try !endOfList(closing: closing)
        }
        depth -= 1
    }

    /// Reads the ',' before a next element (`false`) or the closing bracket (`true`); a comma may come
    /// right before the closing bracket, as JSONDecoder allows.
    private mutating func endOfList(closing: UInt8) throws(Failure) -> Bool {
        switch peek() {
        case UInt8(ascii: ","):
            offset += 1
            skipWhitespace()
            guard peek() == closing else { return false }
            offset += 1
            return true
        case closing:
            offset += 1
            return true
        default:
            throw failure("a ',' or '\(Unicode.Scalar(closing))' should follow")
        }
    }

    private mutating func string() throws(Failure) -> String {
        offset += 1
        let start = offset
        // Most strings have no escape: they are their bytes, checked as UTF-8 once.
        while let byte = peek(), byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 {
            offset += 1
        }
        var text = try utf8(from: start, to: offset)
        while true {
            guard let byte = peek() else { throw failure("a string is not closed") }
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return text
            case UInt8(ascii: "\\"):
                offset += 1
                text.unicodeScalars.append(try escape())
            case ..<0x20:
                throw failure("a control character must be escaped in a string")
            default:
                let run = offset
                while let next = peek(), next != UInt8(ascii: "\""), next != UInt8(ascii: "\\"), next >= 0x20 {
                    offset += 1
                }
                text += try utf8(from: run, to: offset)
            }
        }
    }

    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        guard let byte = peek() else { throw failure("a string ends inside an escape") }
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            if UTF16.isTrailSurrogate(unit) { throw failure("a low surrogate with no high one before it") }
            guard UTF16.isLeadSurrogate(unit) else { return Unicode.Scalar(unit)! }
            guard peek() == UInt8(ascii: "\\"), peek(at: offset + 1) == UInt8(ascii: "u") else {
                throw failure("a high surrogate with no low one after it")
            }
            offset += 2
            let trail = try hexUnit()
            guard UTF16.isTrailSurrogate(trail) else { throw failure("a high surrogate with no low one after it") }
            return Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(trail) - 0xDC00))!
        default:
            offset -= 1
            throw failure("a backslash before \(Self.quoted(byte)) is not an escape")
        }
    }

    private mutating func hexUnit() throws(Failure) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            // A byte is a Latin-1 scalar, so no fullwidth digit can count.
            guard let digit = peek().flatMap({ Character(Unicode.Scalar($0)).hexDigitValue }) else {
                throw failure("a \\u escape needs four hex digits")
            }
            unit = unit << 4 | UInt16(digit)
            offset += 1
        }
        return unit
    }

    /// A number as JSON writes it; one a `Double` cannot hold (too large, or too small to be
    /// anything but zero) is refused, as JSONDecoder refuses it.
    private mutating func number() throws(Failure) -> Double {
        let start = offset
        if peek() == UInt8(ascii: "-") { offset += 1 }
        var significantDigit = false
        switch peek() ?? 0 {
        case UInt8(ascii: "0"):
            offset += 1
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            significantDigit = true
            skipDigits()
        default:
            throw failure("a number needs a digit after '-'")
        }
        if peek() == UInt8(ascii: ".") {
            offset += 1
            let fraction = offset
            while let byte = peek(), Self.isDigit(byte) {
                if byte != UInt8(ascii: "0") { significantDigit = true }
                offset += 1
            }
            guard offset > fraction else { throw failure("a number needs a digit after '.'") }
        }
        if let byte = peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            offset += 1
            if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { offset += 1 }
            let exponent = offset
            skipDigits()
            guard offset > exponent else { throw failure("a number needs a digit in its exponent") }
        }
        // What would still read as part of the number (`01`, `1.2.3`) makes the whole token malformed.
        if let next = peek(), Self.isDigit(next) || ".eE+-".utf8.contains(next) {
            throw failure("a number goes on with \(Self.quoted(next))")
        }
        guard
            let value = Double(
                String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)),
            value.isFinite, value != 0 || !significantDigit
        else {
            offset = start
            throw failure("the number does not fit in a Double")
        }
        return value
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(Failure) -> JSONValue {
        let text = UnsafeRawBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - offset >= text.count, bytes[offset..<offset + text.count].elementsEqual(text) else {
            throw failure("not '\(word)'")
        }
        offset += text.count
        return value
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
        guard peek() == byte else { throw failure("expected \(what)") }
        offset += 1
    }

    private func utf8(from start: Int, to end: Int) throws(Failure) -> String {
        guard let text = String(validating: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) else {
            throw Failure(offset: start, reason: "a string is not valid UTF-8", kind: kindOfFailure)
        }
        return text
    }

    private mutating func skipDigits() {
        while let byte = peek(), Self.isDigit(byte) { offset += 1 }
    }

    private mutating func skipWhitespace() {
        while let byte = peek(),
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: "\t")
        {
            offset += 1
        }
    }

    private func peek() -> UInt8? { peek(at: offset) }

    private func peek(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private func failure(_ reason: String) -> Failure {
        Failure(offset: offset, reason: reason, kind: kindOfFailure)
    }

    private var kindOfFailure: Failure.Kind { duplicateKeyValues > 0 ? .malformedDuplicateKeyValue : .malformed }

    /// `byte` for a message: the character if printable ASCII, else its value, so no message holds a control byte.
    private static func quoted(_ byte: UInt8) -> String {
        (0x20..<0x7F).contains(byte)
            ? "'\(Unicode.Scalar(byte))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
}
