/// Percent-encoding for the app's own URLs and forms (`application/x-www-form-urlencoded`).
package enum URLForm {
    /// `encoded`'s fields (`a=1&b=x+y`), decoded; a repeated name's first value wins, an undecodable field is dropped.
    package static func decode(_ encoded: String) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in encoded.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = decodeComponent(String(parts[0])),
                let value = decodeComponent(parts.count > 1 ? String(parts[1]) : "")
            else { continue }
            if fields[name] == nil { fields[name] = value }
        }
        return fields
    }

    /// `component` with `%XX` decoded and `+` as a space (a form's rule; a path keeps `+`); `nil` if not UTF-8.
    package static func decodeComponent(_ component: String, plusIsSpace: Bool = true) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(component.utf8).makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+") where plusIsSpace: bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    return nil
                }
                bytes.append(high << 4 | low)
            default: bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// `path?name=value&...` with every value encoded; fields with a `nil` value are left out.
    package static func url(_ path: String, _ fields: [(String, String?)]) -> String {
        let query = fields.compactMap { name, value in value.map { "\(encode(name))=\(encode($0))" } }
        return query.isEmpty ? path : path + "?" + query.joined(separator: "&")
    }

    /// `value` with everything but unreserved characters percent-encoded.
    package static func encode(_ value: String) -> String {
        var encoded = ""
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".utf8)
                encoded += "%" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 15)]], as: UTF8.self)
            }
        }
        return encoded
    }

    /// A byte is a Latin-1 scalar, so no fullwidth digit can count.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        Character(Unicode.Scalar(byte)).hexDigitValue.map(UInt8.init)
    }
}
