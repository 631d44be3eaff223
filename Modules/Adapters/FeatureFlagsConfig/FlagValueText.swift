/// The words a person may use for on and off, wherever flags are set.
enum FlagValueText {
    static let accepted = "on/off, true/false, yes/no or 1/0"

    static func parse(_ text: String) -> Bool? {
        switch text.trimmingWhitespace().lowercased() {
        case "on", "true", "yes", "1": true
        case "off", "false", "no", "0": false
        default: nil
        }
    }
}

extension String {
    func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
