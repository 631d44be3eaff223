#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An answer on the wire (RFC 9112 section 4): status line, fields with `Date` and `Content-Length`, body unless HEAD.
package enum ResponseEncoding {
    /// `HTTP/1.1 100 Continue`: the client may send the body it held back.
    static let continueLine = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    static func bytes(of response: HTTPResponse, headers extra: [String: String], withBody: Bool) -> [UInt8] {
        var fields = response.headers.merging(extra) { own, _ in own }
        fields["Content-Length"] = String(response.body.count)
        return head(status: response.status, fields: fields) + (withBody ? response.body : [])
    }

    /// The status line and `fields` with `Date` added, up to the empty line that ends the head.
    package static func head(status: Int, fields: [String: String]) -> [UInt8] {
        var fields = fields
        fields["Date"] = httpDate()
        var head = "HTTP/1.1 \(status) \(reasonPhrases[status, default: ""])\r\n"
        // A field that could end the head early (a CR, LF or NUL from some value) is left out, not sent.
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) where isSafe(name) && isSafe(value) {
            head += "\(name): \(value)\r\n"
        }
        return Array((head + "\r\n").utf8)
    }

    /// The phrase of each status sent; another's may be empty (RFC 9112 section 4): clients read the code.
    private static let reasonPhrases = [
        200: "OK", 303: "See Other", 400: "Bad Request", 403: "Forbidden", 404: "Not Found",
        405: "Method Not Allowed", 408: "Request Timeout", 411: "Length Required", 413: "Content Too Large",
        414: "URI Too Long", 417: "Expectation Failed", 421: "Misdirected Request",
        431: "Request Header Fields Too Large", 500: "Internal Server Error", 501: "Not Implemented",
        502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout", 505: "HTTP Version Not Supported",
    ]

    private static func isSafe(_ text: String) -> Bool {
        !text.utf8.contains { ($0 < 0x20 && $0 != UInt8(ascii: "\t")) || $0 == 0x7F }
    }

    /// Now as an IMF-fixdate, such as `Sun, 06 Nov 1994 08:49:37 GMT` (RFC 9110 section 5.6.7).
    static func httpDate(_ seconds: time_t = time(nil)) -> String {
        var seconds = seconds
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let weekday = days[Int(parts.tm_wday)]
        let month = months[Int(parts.tm_mon)]
        let time = "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
        return "\(weekday), \(two(parts.tm_mday)) \(month) \(parts.tm_year + 1900) \(time) GMT"
    }
}
