import Persistence
import Testing

@Suite struct RecordCollectionTests {
    @Test(arguments: ["pokemon.details", "a", "A-Z_09", "launches.v2", "x.", "3"])
    func acceptsNamesMadeOfAsciiLettersDigitsDotsDashesAndUnderscores(_ name: String) throws {
        let collection = try #require(RecordCollection(validating: name))
        #expect(collection.name == name)
        #expect(collection.description == name)
    }

    @Test(arguments: [
        "", ".hidden", ".", "..", "a/b", "../up", "with space", "é", "tab\t", "a\\b", "emoji🧪", "semi;colon",
    ])
    func rejectsNamesThatAreNotSafeEverywhere(_ name: String) {
        #expect(RecordCollection(validating: name) == nil)
    }

    @Test func literalNamesMatchTheirValidatedEquivalents() {
        #expect(RecordCollection("pokemon.list") == RecordCollection(validating: "pokemon.list"))
        #expect(RecordCollection("pokemon.list") != RecordCollection("pokemon.details"))
    }
}
