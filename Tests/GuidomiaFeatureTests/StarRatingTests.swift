import Testing

@testable import GuidomiaFeature

@Suite("Star ratings")
struct StarRatingTests {
    @Test(arguments: [(1, "★☆☆☆☆"), (3, "★★★☆☆"), (5, "★★★★★"), (0, "☆☆☆☆☆"), (7, "★★★★★")])
    func ratingsShowAsFiveStars(rating: Int, expected: String) {
        #expect(StarRating.text(for: rating) == expected)
    }
}
