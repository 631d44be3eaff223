/// Which link targets a page may carry.
enum WebLinkPolicy {
    /// A path of this server: starts with one `/` (`//host` would leave it).
    static func isLocalPath(_ target: String) -> Bool {
        target.hasPrefix("/") && !target.hasPrefix("//") && !target.hasPrefix("/\\")
    }

    static func isSafe(_ target: String) -> Bool {
        if isLocalPath(target) { return true }
        let lowered = target.lowercased()
        let isWeb = lowered.hasPrefix("https://") || lowered.hasPrefix("http://")
        // Control characters and spaces never belong in a URL an API hands out.
        return isWeb && !target.unicodeScalars.contains { $0.value <= 0x20 || $0.value == 0x7F }
    }
}
