/// A fragment of HTML that is safe by construction: text goes in escaped, elements are built
/// from the kit's tag and attribute constants, and there is no way to pass raw markup in.
package struct HTML: Sendable, Equatable {
    /// The markup; only this kit writes it.
    package let rendered: String

    init(trusted markup: String) {
        rendered = markup
    }

    package static let empty = HTML(trusted: "")

    package static func text(_ text: String) -> HTML {
        HTML(trusted: HTMLEscaping.escape(text))
    }

    /// An element with `attributes` and `children`; a void element ignores its children.
    package static func element(
        _ tag: HTMLTag, _ attributes: [HTMLAttribute] = [], _ children: [HTML] = []
    ) -> HTML {
        let open = "<\(tag.name)\(attributes.map(\.rendered).joined())>"
        if tag.isVoid { return HTML(trusted: open) }
        return HTML(trusted: open + children.map(\.rendered).joined() + "</\(tag.name)>")
    }

    package static func element(_ tag: HTMLTag, _ attributes: [HTMLAttribute] = [], text: String) -> HTML {
        element(tag, attributes, [.text(text)])
    }

    package static func group(_ fragments: [HTML]) -> HTML {
        HTML(trusted: fragments.map(\.rendered).joined())
    }
}
