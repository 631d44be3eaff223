import FeatureFlags
import Testing

@Suite struct FlagOriginTests {
    @Test func sortsFromTheStrongestToTheWeakest() {
        let shuffled: [FlagOrigin] = [.file, .defaultValue, .service, .commandLine, .environment]

        #expect(shuffled.sorted() == [.commandLine, .environment, .service, .file, .defaultValue])
    }

    @Test func isStrictlyOrdered() {
        for origin in FlagOrigin.allCases {
            #expect(!(origin < origin))
        }
        #expect(FlagOrigin.commandLine < .environment)
        #expect(!(FlagOrigin.defaultValue < .file))
    }

    @Test func namesReadAsPeopleSayThem() {
        #expect(FlagOrigin.allCases.map(\.rawValue) == ["command line", "environment", "service", "file", "default"])
    }
}
