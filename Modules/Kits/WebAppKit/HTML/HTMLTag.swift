/// An element name. Only the kit's constants exist, so no value from outside can become markup.
public struct HTMLTag: Sendable, Equatable {
    let name: String
    /// Void elements have no children and no end tag.
    let isVoid: Bool

    private init(_ name: String, isVoid: Bool = false) {
        self.name = name
        self.isVoid = isVoid
    }

    /// `<a>`.
    public static let a = HTMLTag("a")
    /// `<article>`.
    public static let article = HTMLTag("article")
    /// `<button>`.
    public static let button = HTMLTag("button")
    /// `<dd>`.
    public static let dd = HTMLTag("dd")
    /// `<details>`: a disclosure the browser opens and closes without script or a page load.
    public static let details = HTMLTag("details")
    /// `<div>`.
    public static let div = HTMLTag("div")
    /// `<dl>`.
    public static let dl = HTMLTag("dl")
    /// `<dt>`.
    public static let dt = HTMLTag("dt")
    /// `<form>`.
    public static let form = HTMLTag("form")
    /// `<h1>`.
    public static let h1 = HTMLTag("h1")
    /// `<h2>`.
    public static let h2 = HTMLTag("h2")
    /// `<h3>`.
    public static let h3 = HTMLTag("h3")
    /// `<img>`.
    public static let img = HTMLTag("img", isVoid: true)
    /// `<input>`.
    public static let input = HTMLTag("input", isVoid: true)
    /// `<label>`.
    public static let label = HTMLTag("label")
    /// `<li>`.
    public static let li = HTMLTag("li")
    /// `<nav>`.
    public static let nav = HTMLTag("nav")
    /// `<option>`.
    public static let option = HTMLTag("option")
    /// `<p>`.
    public static let p = HTMLTag("p")
    /// `<section>`.
    public static let section = HTMLTag("section")
    /// `<select>`.
    public static let select = HTMLTag("select")
    /// `<span>`.
    public static let span = HTMLTag("span")
    /// `<strong>`.
    public static let strong = HTMLTag("strong")
    /// `<summary>`: what a `<details>` shows closed, and the control that opens it.
    public static let summary = HTMLTag("summary")
    /// `<table>`.
    public static let table = HTMLTag("table")
    /// `<tbody>`.
    public static let tbody = HTMLTag("tbody")
    /// `<td>`.
    public static let td = HTMLTag("td")
    /// `<th>`.
    public static let th = HTMLTag("th")
    /// `<time>`.
    public static let time = HTMLTag("time")
    /// `<tr>`.
    public static let tr = HTMLTag("tr")
    /// `<ul>`.
    public static let ul = HTMLTag("ul")
    /// `<ol>`.
    public static let ol = HTMLTag("ol")
    /// `<main>`.
    public static let main = HTMLTag("main")
    /// `<header>`.
    public static let header = HTMLTag("header")
    /// `<footer>`.
    public static let footer = HTMLTag("footer")
}
