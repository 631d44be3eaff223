/// An element name. Only the kit's constants exist, so no value from outside can become markup.
package struct HTMLTag: Sendable, Equatable {
    let name: String
    /// Void elements have no children and no end tag.
    let isVoid: Bool

    private init(_ name: String, isVoid: Bool = false) {
        self.name = name
        self.isVoid = isVoid
    }

    package static let a = HTMLTag("a")
    package static let button = HTMLTag("button")
    package static let dd = HTMLTag("dd")
    /// `<details>`: a disclosure the browser opens and closes without script or a page load.
    package static let details = HTMLTag("details")
    package static let div = HTMLTag("div")
    package static let dl = HTMLTag("dl")
    package static let dt = HTMLTag("dt")
    package static let form = HTMLTag("form")
    package static let h1 = HTMLTag("h1")
    package static let h2 = HTMLTag("h2")
    package static let h3 = HTMLTag("h3")
    package static let img = HTMLTag("img", isVoid: true)
    package static let input = HTMLTag("input", isVoid: true)
    package static let label = HTMLTag("label")
    package static let li = HTMLTag("li")
    package static let nav = HTMLTag("nav")
    package static let option = HTMLTag("option")
    package static let p = HTMLTag("p")
    package static let section = HTMLTag("section")
    package static let select = HTMLTag("select")
    package static let span = HTMLTag("span")
    package static let strong = HTMLTag("strong")
    /// `<summary>`: what a `<details>` shows closed, and the control that opens it.
    package static let summary = HTMLTag("summary")
    package static let table = HTMLTag("table")
    package static let tbody = HTMLTag("tbody")
    package static let td = HTMLTag("td")
    package static let th = HTMLTag("th")
    package static let tr = HTMLTag("tr")
    package static let ul = HTMLTag("ul")
    package static let header = HTMLTag("header")
}
