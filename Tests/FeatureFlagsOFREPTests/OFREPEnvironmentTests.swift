import FeatureFlagsOFREP
import Testing

/// Parsed as OFREP's ADR 0007 (and its header-parsing amendment) says.
@Suite("OFREP_ENDPOINT, OFREP_HEADERS and OFREP_TIMEOUT_MS")
struct OFREPEnvironmentTests {
    @Test func readsTheThreeVariables() throws {
        let settings = try OFREPEnvironment(environment: [
            "OFREP_ENDPOINT": "http://127.0.0.1:2321",
            "OFREP_HEADERS": "Authorization=Bearer 123,X-Tenant=blue",
            "OFREP_TIMEOUT_MS": "5000",
        ])

        #expect(settings.endpoint == "http://127.0.0.1:2321")
        #expect(settings.headers == ["Authorization": "Bearer 123", "X-Tenant": "blue"])
        #expect(settings.timeoutMilliseconds == 5000)
        #expect(settings.warnings.isEmpty)
    }

    @Test func nothingSetIsNothingConfigured() throws {
        let settings = try OFREPEnvironment(environment: ["OFREP_ENDPOINT": "", "OFREP_TIMEOUT_MS": ""])

        #expect(settings.endpoint == nil)
        #expect(settings.headers.isEmpty)
        #expect(settings.timeoutMilliseconds == nil)
        #expect(settings.warnings.isEmpty)
    }

    @Test func headersArePercentDecodedSplitAtTheFirstEqualsSignAndTrimmed() throws {
        let settings = try OFREPEnvironment(environment: [
            "OFREP_HEADERS": "Authorization=Bearer%20token%3D%3D , X-Query = a=b ,"
        ])

        #expect(settings.headers == ["Authorization": "Bearer token==", "X-Query": "a=b"])
        #expect(settings.warnings.isEmpty)
    }

    @Test func malformedHeaderEntriesAreSkippedWithAWarningThatDoesNotRepeatThem() throws {
        let settings = try OFREPEnvironment(environment: [
            "OFREP_HEADERS": "Authorization: Bearer secret-1,=orphan,X-Ok=1"
        ])

        #expect(settings.headers == ["X-Ok": "1"])
        #expect(
            settings.warnings == [
                "OFREP_HEADERS: skipped entry 1, which has no '='",
                "OFREP_HEADERS: skipped entry 2, which has no header name",
            ])
        #expect(!settings.warnings.joined().contains("secret-1"))
    }

    @Test(arguments: ["0", "-5", "1.5", "soon", "60001"])
    func aTimeoutThatIsNotAWholeNumberOfMillisecondsIsRefused(value: String) {
        #expect(throws: OFREPEnvironment.Invalid.self) {
            try OFREPEnvironment(environment: ["OFREP_TIMEOUT_MS": value])
        }
    }
}
