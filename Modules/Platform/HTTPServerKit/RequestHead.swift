/// A request's line and fields, parsed strictly (RFC 9112 sections 2 to 5): what reads two ways is
/// refused, not guessed at, since whatever reads it next (a proxy, a log) might guess otherwise.
package struct RequestHead: Sendable {
    package enum Version: Sendable {
        case http10
        case http11
    }

    static let maximumFieldCount = 100
    /// The longest request line; a longer one is `414 URI Too Long`.
    static let maximumRequestLineBytes = 8 * 1024

    package var method: String
    /// As sent: origin form (`/a?b`) or absolute form (`http://host/a?b`).
    package var target: String
    package var version: Version
    /// Every field line in order, names lowercased, values without surrounding whitespace.
    package var fields: [(name: String, value: String)]

    /// Every value of the field `name` (lowercase), one per field line.
    package func values(_ name: String) -> [String] {
        fields.filter { $0.name == name }.map(\.value)
    }

    /// The one value of `name`, `nil` when absent; `400` when the field appears more than once.
    package func single(_ name: String) throws(HTTPRefusal) -> String? {
        let values = values(name)
        guard values.count <= 1 else { throw HTTPRefusal(400, "Bad request: more than one \(name) field.") }
        return values.first
    }

    /// Where the head ends in `bytes`: the index just past the empty line, or `nil` while it is
    /// incomplete. Lines may end in CRLF or, as RFC 9112 lets a server accept, a bare LF.
    package static func end(in bytes: [UInt8], from start: Int) -> Int? {
        var index = max(start, 1)
        while index < bytes.count {
            if bytes[index] == lineFeed {
                if bytes[index - 1] == lineFeed { return index + 1 }
                if index >= 2, bytes[index - 1] == carriageReturn, bytes[index - 2] == lineFeed { return index + 1 }
            }
            index += 1
        }
        return nil
    }

    /// The head in `bytes`, which run up to and including its empty line.
    package static func parse(_ bytes: ArraySlice<UInt8>) throws(HTTPRefusal) -> RequestHead {
        var lines = try Self.lines(bytes)
        while lines.first?.isEmpty == true { lines.removeFirst() }
        guard let requestLine = lines.first else { throw HTTPRefusal(400, "Bad request: no request line.") }
        if requestLine.count > maximumRequestLineBytes {
            throw HTTPRefusal(414, "URI too long: a request line may have at most \(maximumRequestLineBytes) bytes.")
        }
        var head = try parseRequestLine(requestLine)
        for line in lines.dropFirst() where !line.isEmpty {
            guard head.fields.count < maximumFieldCount else {
                throw HTTPRefusal(431, "Request header fields too large: more than \(maximumFieldCount) lines.")
            }
            head.fields.append(try parseField(line))
        }
        return head
    }

    /// The lines of `bytes` without their ends; a CR anywhere but before an LF is refused.
    private static func lines(_ bytes: ArraySlice<UInt8>) throws(HTTPRefusal) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        for var line in bytes.split(separator: lineFeed, omittingEmptySubsequences: false).dropLast() {
            if line.last == carriageReturn { line = line.dropLast() }
            guard !line.contains(carriageReturn) else { throw HTTPRefusal(400, "Bad request: a bare CR in the head.") }
            lines.append(line)
        }
        return lines
    }

    /// `method SP request-target SP HTTP-version`, each part with exactly one space between.
    private static func parseRequestLine(_ line: ArraySlice<UInt8>) throws(HTTPRefusal) -> RequestHead {
        let parts = line.split(separator: space, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(isTChar) else {
            throw HTTPRefusal(400, "Bad request: the request line is not 'METHOD target HTTP/1.1'.")
        }
        // Visible ASCII only: no NUL, no control byte, no space, nothing a decoder might read two ways.
        guard !parts[1].isEmpty, parts[1].allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw HTTPRefusal(400, "Bad request: the request target has a byte no URL may carry.")
        }
        return RequestHead(
            method: String(decoding: parts[0], as: UTF8.self), target: String(decoding: parts[1], as: UTF8.self),
            version: try version(parts[2]), fields: [])
    }

    /// `HTTP/1.0`, or 1.1 for any later 1.x (RFC 9110 section 6.2); another major version is `505`.
    private static func version(_ bytes: ArraySlice<UInt8>) throws(HTTPRefusal) -> Version {
        let text = Array(bytes)
        guard text.count == 8, text.starts(with: Array("HTTP/".utf8)), text[6] == UInt8(ascii: "."),
            let major = digit(text[5]), let minor = digit(text[7])
        else {
            throw HTTPRefusal(400, "Bad request: the request line names no HTTP version.")
        }
        guard major == 1 else {
            throw HTTPRefusal(505, "HTTP version not supported: this server speaks HTTP/1.1 and 1.0.")
        }
        return minor == 0 ? .http10 : .http11
    }

    private static func digit(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
    }

    /// `name: value`, where the name is `tchar`s right before the colon (RFC 9112 section 5.1) and
    /// the value carries no control byte but tab; a line folded onto the previous one is refused.
    private static func parseField(_ line: ArraySlice<UInt8>) throws(HTTPRefusal) -> (name: String, value: String) {
        guard let colon = line.firstIndex(of: colon), colon > line.startIndex,
            line[..<colon].allSatisfy(isTChar)
        else {
            throw HTTPRefusal(400, "Bad request: a header line is not 'Name: value'.")
        }
        var start = colon + 1
        var end = line.endIndex
        while start < end, isWhitespace(line[start]) { start += 1 }
        while end > start, isWhitespace(line[end - 1]) { end -= 1 }
        let value = line[start..<end]
        guard value.allSatisfy({ $0 == tab || ($0 >= 0x20 && $0 != 0x7F) }) else {
            throw HTTPRefusal(400, "Bad request: a header value has a control byte.")
        }
        return (String(decoding: line[..<colon], as: UTF8.self).lowercased(), String(decoding: value, as: UTF8.self))
    }

    /// RFC 9110's `tchar`.
    private static func isTChar(_ byte: UInt8) -> Bool {
        isLetterOrDigit(byte) || "!#$%&'*+-.^_`|~".utf8.contains(byte)
    }

    static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: false
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let colon = UInt8(ascii: ":")
}
