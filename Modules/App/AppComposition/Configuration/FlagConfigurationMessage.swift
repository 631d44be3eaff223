import CommandLineKit
import FeatureFlagsConfig

/// The message for a flag setting that cannot be used, quoting what the user wrote (a
/// `--flag` argument, a variable, a flags file's key or value) only through ``Swift/String/echoed``.
enum FlagConfigurationMessage {
    static func text(for error: FeatureFlagConfigurationError, flagsFile: String?) -> String {
        let file = "flags file \((flagsFile ?? "").echoed)"
        switch error {
        case .missingEquals(let argument):
            return "--flag '\(argument.echoed)': expected KEY=on or KEY=off, with a KEY that `mosaic flags` lists"
        case .unknownFlag(let key, let knownKeys):
            return "--flag: unknown flag '\(key.echoed)'; \(list(knownKeys))"
        case .invalidValue(let key, let value):
            return "--flag \(key.echoed)=\(value.echoed): \(notAValue(value))"
        case .invalidEnvironmentValue(let variable, let value):
            return "\(variable.echoed)=\(value.echoed): \(notAValue(value))"
        case .unreadableFlagsFile(_, let reason):
            return "\(file): \(reason.echoed)"
        case .malformedFlagsFile(_, let reason):
            return "\(file): \(reason); expected a JSON object of flag keys to true or false, such as {\"KEY\": false}"
        case .unknownFlagInFile(_, let key, let knownKeys):
            return "\(file): unknown flag '\(key.echoed)'; \(list(knownKeys))"
        case .invalidValueInFile(_, let key, let value):
            return "\(file): '\(key.echoed)' is \(value.echoed); use \(acceptedValues)"
        }
    }

    /// The flag values the adapter accepts, as its own messages name them.
    private static let acceptedValues = "on/off, true/false, yes/no or 1/0"

    private static func list(_ knownKeys: [String]) -> String {
        knownKeys.isEmpty ? "no flags are declared" : "known flags: \(knownKeys.joined(separator: ", "))"
    }

    private static func notAValue(_ value: String) -> String {
        "'\(value.echoed)' is not a flag value; use \(acceptedValues)"
    }
}
