/// Whole numbers as a command line takes them, ASCII digits only: `Int("+25")` would run `show +25` as `25`.
package enum WholeNumber {
    /// `text` as a number when it is one or more ASCII digits that fit an `Int`, else `nil`.
    package static func parse(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        return Int(text)
    }
}
