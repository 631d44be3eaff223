/// An element name. Only the kit's constants exist, so no value from outside can become markup.
package struct HTMLTag: Sendable, Equatable {
    let name: String
    /// Void elements have no children and no end tag.
    let isVoid: Bool

    private init(_ name: String, isVoid: Bool = false) {
        self.name = name
        self.isVoid = isVoid
    }

    /// `<a>`.
    package static let a = HTMLTag("a")
    /// `<article>`.
    package static let article = HTMLTag("article")
    /// `<button>`.
    package static let button = HTMLTag("button")
    /// `<dd>`.
    package static let dd = HTMLTag("dd")
    /// `<details>`: a disclosure the browser opens and closes without script or a page load.
    package static let details = HTMLTag("details")
    /// `<div>`.
    package static let div = HTMLTag("div")
    /// `<dl>`.
    package static let dl = HTMLTag("dl")
    /// `<dt>`.
    package static let dt = HTMLTag("dt")
    /// `<form>`.
    package static let form = HTMLTag("form")
    /// `<h1>`.
    package static let h1 = HTMLTag("h1")
    /// `<h2>`.
    package static let h2 = HTMLTag("h2")
    /// `<h3>`.
    package static let h3 = HTMLTag("h3")
    /// `<img>`.
    package static let img = HTMLTag("img", isVoid: true)
    /// `<input>`.
    package static let input = HTMLTag("input", isVoid: true)
    /// `<label>`.
    package static let label = HTMLTag("label")
    /// `<li>`.
    package static let li = HTMLTag("li")
    /// `<nav>`.
    package static let nav = HTMLTag("nav")
    /// `<option>`.
    package static let option = HTMLTag("option")
    /// `<p>`.
    package static let p = HTMLTag("p")
    /// `<section>`.
    package static let section = HTMLTag("section")
    /// `<select>`.
    package static let select = HTMLTag("select")
    /// `<span>`.
    package static let span = HTMLTag("span")
    /// `<strong>`.
    package static let strong = HTMLTag("strong")
    /// `<summary>`: what a `<details>` shows closed, and the control that opens it.
    package static let summary = HTMLTag("summary")
    /// `<table>`.
    package static let table = HTMLTag("table")
    /// `<tbody>`.
    package static let tbody = HTMLTag("tbody")
    /// `<td>`.
    package static let td = HTMLTag("td")
    /// `<th>`.
    package static let th = HTMLTag("th")
    /// `<time>`.
    package static let time = HTMLTag("time")
    /// `<tr>`.
    package static let tr = HTMLTag("tr")
    /// `<ul>`.
    package static let ul = HTMLTag("ul")
    /// `<ol>`.
    package static let ol = HTMLTag("ol")
    /// `<main>`.
    package static let main = HTMLTag("main")
    /// `<header>`.
    package static let header = HTMLTag("header")
    /// `<footer>`.
    package static let footer = HTMLTag("footer")
}
