import FeatureFlags
import FeatureFlagsOFREP
import FeatureFlagsTesting
import Foundation
import Testing

@Suite struct OFREPFlagSourceTests {
    @Test func satisfiesTheProviderContractAsTheServiceLayer() throws {
        try FeatureFlagProviderContract(overrideOrigin: .service) { declared, overrides in
            let answer = OFREPFixtures.answer(
                Dictionary(uniqueKeysWithValues: overrides.map { ($0.key.key, $0.value) }))
            let source = try #require(OFREPFlagSource(json: Data(answer.utf8), declaredFlags: declared))
            return LayeredFeatureFlags(layers: [source])
        }.verify()
    }

    @Test func leavesFlagsTheServiceDoesNotKnowToTheOtherLayersQuietly() throws {
        let answer = #"""
            {"flags": [
              {"key": "pokemon.showTypes", "errorCode": "FLAG_NOT_FOUND", "errorDetails": "no such flag"},
              {"key": "someone.elses.flag", "value": true},
              {"key": "launches.countdown", "value": false}
            ]}
            """#
        let source = try #require(OFREPFlagSource(json: Data(answer.utf8), declaredFlags: OFREPFixtures.declared))

        #expect(source.values == ["launches.countdown": false])
        #expect(source.warnings.isEmpty)
    }

    @Test func warnsAboutAFlagTheServiceFailedToEvaluate() throws {
        let answer = #"""
            {"flags": [{"key": "launches.countdown", "errorCode": "TARGETING_KEY_MISSING", "errorDetails": "who?"}]}
            """#
        let source = try #require(OFREPFlagSource(json: Data(answer.utf8), declaredFlags: OFREPFixtures.declared))

        #expect(source.values.isEmpty)
        #expect(
            source.warnings == [
                "flags service could not evaluate launches.countdown: TARGETING_KEY_MISSING (who?); not applied"
            ])
    }

    @Test func isNoAnswerWhenTheBodyIsNotABulkEvaluation() {
        #expect(OFREPFlagSource(json: Data(#"{"value": true}"#.utf8), declaredFlags: OFREPFixtures.declared) == nil)
    }
}
