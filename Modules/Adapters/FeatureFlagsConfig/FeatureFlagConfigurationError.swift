/// Why flag overrides could not be read. Each message is one line that says what to fix.
public enum FeatureFlagConfigurationError: Error, Equatable, CustomStringConvertible {
    /// A `--flag` argument without `=`.
    case missingEquals(argument: String)
    /// A `--flag` argument naming no declared flag.
    case unknownFlag(key: String, knownKeys: [String])
    /// A `--flag` argument whose value is not on or off.
    case invalidValue(key: String, value: String)
    /// A declared flag's `MOSAIC_FLAG_*` variable whose value is not on or off.
    case invalidEnvironmentValue(variable: String, value: String)
    /// The flags file is missing or cannot be read.
    case unreadableFlagsFile(path: String, reason: String)
    /// The flags file is not a JSON object.
    case malformedFlagsFile(path: String, reason: String)
    /// The flags file names no declared flag.
    case unknownFlagInFile(path: String, key: String, knownKeys: [String])
    /// The flags file gives a value that is not on or off.
    case invalidValueInFile(path: String, key: String, value: String)

    public var description: String {
        switch self {
        case .missingEquals(let argument):
            "--flag \(argument): expected KEY=on or KEY=off, with a KEY that `mosaic flags` lists"
        case .unknownFlag(let key, let knownKeys):
            "--flag: unknown flag \"\(key)\"; \(Self.list(knownKeys))"
        case .invalidValue(let key, let value):
            "--flag \(key)=\(value): \(Self.notAValue(value))"
        case .invalidEnvironmentValue(let variable, let value):
            "\(variable)=\(value): \(Self.notAValue(value))"
        case .unreadableFlagsFile(let path, let reason):
            "flags file \(path): \(reason)"
        case .malformedFlagsFile(let path, let reason):
            "flags file \(path): \(reason); expected a JSON object of flag keys to true or false, such as {\"KEY\": false}"
        case .unknownFlagInFile(let path, let key, let knownKeys):
            "flags file \(path): unknown flag \"\(key)\"; \(Self.list(knownKeys))"
        case .invalidValueInFile(let path, let key, let value):
            "flags file \(path): \"\(key)\" is \(value); use \(FlagValueText.accepted)"
        }
    }

    private static func list(_ knownKeys: [String]) -> String {
        knownKeys.isEmpty ? "no flags are declared" : "known flags: \(knownKeys.joined(separator: ", "))"
    }

    private static func notAValue(_ value: String) -> String {
        "\"\(value)\" is not a flag value; use \(FlagValueText.accepted)"
    }
}
