/// What a form that changes state carries so the server accepts it.
package enum WebForm {
    package static let tokenField = "_token"

    /// A POST form to `action` with the session token in a hidden field, then `fields`.
    package static func post(action: String, token: String, _ fields: [HTML]) -> HTML {
        .element(
            .form, [.methodPost, .action(action)],
            [.element(.input, [.type("hidden"), .name(tokenField), .value(token)])] + fields)
    }
}
