import CommandLineKit

/// The wait for the flag service before a command and analytics at exit: 2 s, or `MOSAIC_SERVICE_WAIT_MS`.
enum ServiceWait {
    static let variable = "MOSAIC_SERVICE_WAIT_MS"
    static let standard = Duration.seconds(2)

    static func resolve(environment: [String: String]) throws(CommandError) -> Duration {
        guard let text = environment[variable], !text.isEmpty else { return standard }
        guard text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }), let milliseconds = Int(text),
            (100...60_000).contains(milliseconds)
        else {
            throw .usage("\(variable) takes milliseconds from 100 to 60000, not '\(text.echoed)'")
        }
        return .milliseconds(milliseconds)
    }
}
