/// The part of `swift package describe --type json` the architecture rules need.
struct DescribedPackage: Decodable, Sendable {
    struct Target: Decodable, Sendable {
        let name: String
        let type: String
        let path: String
        let targetDependencies: [String]?
        let productDependencies: [String]?

        enum CodingKeys: String, CodingKey {
            case name, type, path
            case targetDependencies = "target_dependencies"
            case productDependencies = "product_dependencies"
        }
    }

    struct Dependency: Decodable, Sendable {
        let identity: String
    }

    struct Product: Decodable, Sendable {
        let name: String
        let targets: [String]
        let type: [String: [String]?]

        var isLibrary: Bool { type.keys.contains("library") }
    }

    let targets: [Target]
    let dependencies: [Dependency]
    let products: [Product]

    var unclassifiedTargets: [String] {
        targets.filter { layer(of: $0) == nil }.map { "\($0.name) at \($0.path)" }.sorted()
    }

    var moduleGraph: ModuleGraph {
        ModuleGraph(
            modules: targets.compactMap { target in
                layer(of: target).map {
                    Module(target.name, $0, path: target.path, dependsOn: target.targetDependencies ?? [])
                }
            }
        )
    }

    private func layer(of target: Target) -> Layer? {
        Layer.classify(path: target.path, isTest: target.type == "test", isExecutable: target.type == "executable")
    }
}
