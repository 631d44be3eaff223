/// Why flag overrides could not be read. Each message is one line that says what to fix.
public enum FeatureFlagConfigurationError: Error, Equatable, CustomStringConvertible {
    case missingEquals(argument: String)
    case unknownFlag(key: String, knownKeys: [String])
    case invalidValue(key: String, value: String)
    case invalidEnvironmentValue(variable: String, value: String)
    case unreadableFlagsFile(path: String, reason: String)
    case malformedFlagsFile(path: String, reason: String)
    case unknownFlagInFile(path: String, key: String, knownKeys: [String])
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
