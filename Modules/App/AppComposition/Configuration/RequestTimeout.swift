import CommandLineKit

/// How long one HTTP attempt at an API may take before "did not answer in time": 15 s, or
/// `MOSAIC_REQUEST_TIMEOUT_MS` (more for a slow link; less keeps tests of a silent server quick).
enum RequestTimeout {
    static let variable = "MOSAIC_REQUEST_TIMEOUT_MS"
    static let standard = Duration.seconds(15)

    static func resolve(environment: [String: String]) throws(CommandError) -> Duration {
        guard let text = environment[variable], !text.isEmpty else { return standard }
        guard text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }), let milliseconds = Int(text),
            (100...120_000).contains(milliseconds)
        else {
            throw .usage("\(variable) takes milliseconds from 100 to 120000, not '\(text.echoed)'")
        }
        return .milliseconds(milliseconds)
    }
}
