/// What a form that changes state carries so the server accepts it.
public enum WebForm {
    /// The form field holding the session token.
    public static let tokenField = "_token"

    /// A POST form to `action` with the session token in a hidden field, then `fields`.
    public static func post(action: String, token: String, _ fields: [HTML]) -> HTML {
        .element(
            .form, [.methodPost, .action(action)],
            [.element(.input, [.type("hidden"), .name(tokenField), .value(token)])] + fields)
    }
}
