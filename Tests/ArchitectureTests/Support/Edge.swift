/// A dependency from one module to another: declared in Package.swift, or found as an `import`.
struct Edge: Hashable, Sendable, CustomStringConvertible {
    let from: Module
    let to: Module
    /// Where the edge came from when it is not Package.swift (for example `Foo.swift:3`).
    var origin: String?

    var description: String {
        let arrow = "\(from.name) -> \(to.name)"
        guard let origin else { return arrow }
        return "\(arrow) (\(origin))"
    }
}
