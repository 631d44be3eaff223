/// A 1...5 rating as stars: 3 -> `★★★☆☆`.
enum StarRating {
    static let maximum = 5

    static func text(for rating: Int) -> String {
        let filled = min(max(rating, 0), maximum)
        return String(repeating: "★", count: filled) + String(repeating: "☆", count: maximum - filled)
    }
}
