/// A method and a path pattern, and what answers them. A pattern's segments are literal or
/// `:name`, which matches one non-empty segment and hands it to the handler as a parameter.
package struct WebRoute: Sendable {
    /// Computes the answer on no actor, on its connection's thread, so one slow page holds up no other:
    /// it hops to the main actor only for the view models, rendering there nothing it can render here.
    package typealias Handler = @Sendable (WebRequest) async -> WebResponse

    package let method: HTTPMethod
    package let pattern: String
    package let handler: Handler

    package init(_ method: HTTPMethod, _ pattern: String, handler: @escaping Handler) {
        self.method = method
        self.pattern = pattern
        self.handler = handler
    }

    func match(_ path: String) -> [String: String]? {
        let expected = Self.segments(pattern)
        let given = Self.segments(path)
        guard expected.count == given.count else { return nil }
        var parameters: [String: String] = [:]
        for (pattern, segment) in zip(expected, given) {
            if pattern.hasPrefix(":") {
                guard !segment.isEmpty else { return nil }
                parameters[String(pattern.dropFirst())] = segment
            } else if pattern != segment {
                return nil
            }
        }
        return parameters
    }

    /// How many of the pattern's segments are literal: the more, the more it owns a path it matches.
    var literalSegmentCount: Int {
        Self.segments(pattern).count { !$0.hasPrefix(":") }
    }

    private static func segments(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
    }
}
