/// An edge that breaks a rule; its description names both, so a failure says what to fix.
struct Violation: Hashable, Sendable, CustomStringConvertible {
    let edge: Edge
    let rule: String
    /// Extra help for the reader, such as which targets would have been allowed.
    var hint: String?

    var description: String {
        let base = "\(edge) breaks the rule \"\(rule)\""
        guard let hint else { return base }
        return "\(base): \(hint)"
    }
}
