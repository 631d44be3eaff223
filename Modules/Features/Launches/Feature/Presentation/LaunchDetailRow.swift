/// One line of the detail table. A missing value is `-`, never empty.
public struct LaunchDetailRow: Sendable, Hashable {
    public var title: String
    public var value: String

    public init(title: String, value: String?) {
        self.title = title
        self.value = value.flatMap { $0.isEmpty ? nil : $0 } ?? "-"
    }
}
