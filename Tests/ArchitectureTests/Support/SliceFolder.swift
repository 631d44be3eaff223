/// A target folder inside a feature slice: `Modules/Features/<slice>/<role>/`.
struct SliceFolder: Equatable, Sendable {
    static let root = "Modules/Features/"

    let slice: String
    let role: String

    init?(path: String) {
        guard path.hasPrefix(Self.root) else { return nil }
        let parts = path.dropFirst(Self.root.count).split(separator: "/")
        guard parts.count >= 2 else { return nil }
        slice = String(parts[0])
        role = String(parts[1])
    }
}
