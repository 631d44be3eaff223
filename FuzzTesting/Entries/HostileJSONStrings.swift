import Foundation

/// Puts hostile text into the string values of a JSON document, leaving its keys, numbers and
/// shape as they are, so a feature still decodes the answer and shows the text.
struct HostileJSONStrings {
    /// Where the text goes in a string value chosen for it.
    enum Placement: CaseIterable {
        case after, before, instead, inside
    }

    let text: String
    let placement: Placement
    /// Which values get the text: the value numbered `n` (in document order) when bit `n % 8` is set.
    let mask: UInt8

    /// `json` with the text put into the values the mask chooses; `json` itself when it holds no string.
    func inject(into json: Data) -> Data {
        let bytes = [UInt8](json)
        let escaped = Self.escapedContent(of: text)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        var number = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\"") else {
                output.append(bytes[index])
                index += 1
                continue
            }
            let end = Self.endOfString(in: bytes, from: index)
            let content = Array(bytes[(index + 1)..<max(index + 1, end - 1)])
            var next = end
            while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
            let isKey = next < bytes.count && bytes[next] == UInt8(ascii: ":")
            output.append(UInt8(ascii: "\""))
            if !isKey, mask & (1 << (number % 8)) != 0 {
                output += place(escaped, in: content)
            } else {
                output += content
            }
            output.append(UInt8(ascii: "\""))
            if !isKey { number += 1 }
            index = end
        }
        return Data(output)
    }

    private func place(_ text: [UInt8], in content: [UInt8]) -> [UInt8] {
        switch placement {
        case .after: return content + text
        case .before: return text + content
        case .instead: return text
        case .inside:
            // Between two escapes or characters, never inside one: the first space, else the end.
            let cut = content.firstIndex(of: UInt8(ascii: " ")) ?? content.endIndex
            return Array(content[..<cut]) + text + Array(content[cut...])
        }
    }

    /// The index just past the string that starts with the quote at `start`.
    private static func endOfString(in bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return bytes.count
    }

    /// `text` as it stands between the quotes of a JSON string.
    private static func escapedContent(of text: String) -> [UInt8] {
        guard let encoded = try? JSONEncoder().encode(text), encoded.count >= 2 else { return [] }
        return Array(encoded.dropFirst().dropLast())
    }
}
