/// One target of the package, reduced to what the architecture rules look at.
struct Module: Hashable, Sendable, CustomStringConvertible {
    let name: String
    let layer: Layer
    /// Path relative to the package root, for example `Modules/Ports/Networking`.
    let path: String
    let dependencies: [String]

    init(_ name: String, _ layer: Layer, path: String = "", dependsOn dependencies: [String] = []) {
        self.name = name
        self.layer = layer
        self.path = path
        self.dependencies = dependencies
    }

    var slice: String? { SliceFolder(path: path + "/")?.slice }

    var description: String { name }
}
