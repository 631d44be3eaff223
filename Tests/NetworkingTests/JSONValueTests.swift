import Foundation
import Networking
import Testing

@Suite struct JSONValueTests {
    @Test(arguments: [
        JSONValue.null, true, false, 0, -42, .number(2.5), "", "héllo \"quoted\"",
        [1, "two", nil, [3]], ["a": 1, "b": ["c": [true, nil]]],
    ])
    func roundTripsThroughJSON(value: JSONValue) throws {
        let data = try JSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(JSONValue.self, from: data) == value)
    }

    @Test func wholeNumbersAreWrittenWithoutAFraction() throws {
        let data = try JSONEncoder().encode(JSONValue.array([7, .number(7.5)]))
        #expect(String(decoding: data, as: UTF8.self) == "[7,7.5]")
    }

    @Test func decodesArbitraryDocuments() throws {
        let value = try JSONDecoder().decode(
            JSONValue.self,
            from: Data(#"{"name":"Falcon 9","flights":12,"active":true,"tags":["a"],"extra":null}"#.utf8)
        )
        #expect(value["name"]?.stringValue == "Falcon 9")
        #expect(value["flights"]?.intValue == 12)
        #expect(value["active"]?.boolValue == true)
        #expect(value["tags"] == ["a"])
        #expect(value["extra"] == .null)
        #expect(value["missing"] == nil)
    }

    @Test func accessorsReturnNilForOtherKinds() {
        let number: JSONValue = .number(1.5)
        #expect(number.intValue == nil)
        #expect(number.stringValue == nil)
        #expect(JSONValue.string("1").intValue == nil)
        #expect(JSONValue.array([1])["key"] == nil)
        #expect(JSONValue.null.boolValue == nil)
    }

    @Test func dictionaryLiteralKeepsTheLastValueForARepeatedKey() {
        let value: JSONValue = ["k": 1, "k": 2]
        #expect(value["k"] == 2)
    }
}
