public import Foundation

extension URL {
    /// The query parameter `name` as a number.
    public func intQuery(_ name: String) -> Int? {
        let items = URLComponents(url: self, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return items.first { $0.name == name }?.value.flatMap { Int($0) }
    }
}
