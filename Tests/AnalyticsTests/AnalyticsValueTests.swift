import Analytics
import Testing

@Suite struct AnalyticsValueTests {
    @Test(
        arguments: [
            (AnalyticsValue.string("Mr. Mime"), "Mr. Mime"),
            (.string(""), ""),
            (.int(-42), "-42"),
            (.double(2.5), "2.5"),
            (.bool(true), "true"),
            (.bool(false), "false"),
            (.strings(["fire", "water"]), "fire,water"),
            (.strings([]), ""),
        ]
    )
    func describesEachKindAsPlainText(value: AnalyticsValue, text: String) {
        #expect(value.description == text)
    }

    @Test func literalsMakeTheMatchingKind() {
        let text: AnalyticsValue = "pikachu"
        let number: AnalyticsValue = 25
        let flag: AnalyticsValue = false

        #expect(text == .string("pikachu"))
        #expect(number == .int(25))
        #expect(flag == .bool(false))
    }
}
