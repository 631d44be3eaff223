/// A `.strings` file that is not in the `"key" = "value";` format.
public struct StringsFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The 1-based line of the problem; 0 when the file itself is missing.
    public var line: Int
    public var reason: String

    public var description: String {
        line == 0 ? reason : "Localizable.strings line \(line): \(reason)"
    }
}
