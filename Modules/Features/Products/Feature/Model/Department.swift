/// One department of the Chloé shop: a Search API `department` code and its label.
public struct Department: Sendable, Hashable, Identifiable {
    /// The Search API's `department` value, such as `drsss`.
    public let code: String
    public let title: String
    /// The product whose front shot illustrates the department on the home screen, the brief giving
    /// no department artwork: the department's first product in the bundled sample data.
    public let coverDefaultCode10: String

    public var id: String { code }

    public static let dresses = Department(code: "drsss", title: "Dresses", coverDefaultCode10: "59011007UC")
    public static let skirtsAndShorts = Department(
        code: "skrtsnds", title: "Skirts and shorts", coverDefaultCode10: "59021441LX")
    public static let bags = Department(code: "nwrrvlsbgs", title: "Bags", coverDefaultCode10: "59031539KQ")
    public static let sneakers = Department(code: "shssnkrs", title: "Sneakers", coverDefaultCode10: "59041665TY")

    /// The four departments, in the order the home screen shows them.
    public static let all: [Department] = [.dresses, .skirtsAndShorts, .bags, .sneakers]
}

extension Department {
    /// The department with the Search API code `code`, or `nil` when the shop has none.
    public init?(code: String) {
        guard let department = Department.all.first(where: { $0.code == code }) else { return nil }
        self = department
    }
}
