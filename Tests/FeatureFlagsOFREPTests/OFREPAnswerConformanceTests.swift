import FeatureFlags
import FeatureFlagsOFREP
import Foundation
import Testing

/// Answers the OFREP OpenAPI schemas allow: a success may carry no `value` (`codeDefaultFlag`), any reason,
/// and a value of any type, of which only a Boolean sets a Mosaic flag.
@Suite("OFREP answers, as the OpenAPI document defines them")
struct OFREPAnswerConformanceTests {
    private static let countdown = OFREPFixtures.countdown

    private static func source(_ flags: String) throws -> OFREPFlagSource {
        try #require(
            OFREPFlagSource(json: Data(#"{"flags": [\#(flags)]}"#.utf8), declaredFlags: OFREPFixtures.declared))
    }

    /// What the app sees for `flag` with the source as its only layer above the default.
    private static func resolved(_ flag: FeatureFlag, by source: OFREPFlagSource) -> Bool {
        LayeredFeatureFlags(layers: [source]).isEnabled(flag)
    }

    /// A `null` value is no value too.
    @Test(arguments: [
        #"{"key": "launches.countdown", "reason": "DEFAULT", "variant": "control"}"#,
        #"{"key": "launches.countdown", "value": null, "reason": "DEFAULT"}"#,
    ])
    func aFlagAnsweredWithNoValueUsesTheCodeDefaultQuietly(answer: String) throws {
        let source = try Self.source(answer)

        #expect(source.value(forKey: Self.countdown.key) == nil)
        #expect(source.warnings.isEmpty)
        #expect(Self.resolved(Self.countdown, by: source) == Self.countdown.defaultValue)
    }

    /// An answer without a reason counts too: OFREPFlagSourceTests.leavesFlagsTheServiceDoesNotKnow... reads one.
    @Test(arguments: ["STATIC", "TARGETING_MATCH", "SPLIT", "DISABLED", "UNKNOWN", "CACHED", "SOMETHING_NEW"])
    func anyReasonLetsABooleanValueThrough(reason: String) throws {
        let source = try Self.source(#"{"key": "launches.countdown", "value": false, "reason": "\#(reason)"}"#)

        #expect(source.value(forKey: Self.countdown.key) == false)
        #expect(source.warnings.isEmpty)
    }

    struct WrongType: Sendable, CustomTestStringConvertible {
        let json: String
        let described: String
        var testDescription: String { json }
    }

    static let wrongTypes = [
        WrongType(json: #""on""#, described: #"the string "on""#),
        WrongType(json: "1", described: "the number 1"),
        WrongType(json: "0.5", described: "the number 0.5"),
        WrongType(json: #"{"enabled": true}"#, described: "an object"),
        WrongType(json: "[true]", described: "a list"),
    ]

    /// OpenFeature answers a type mismatch with the default; here weaker layers decide, and the user is told once.
    @Test(arguments: wrongTypes)
    func aValueOfTheWrongTypeIsNotAppliedAndSaysWhatCame(_ wrongType: WrongType) throws {
        let source = try Self.source(#"{"key": "launches.countdown", "value": \#(wrongType.json), "reason": "STATIC"}"#)

        #expect(source.value(forKey: Self.countdown.key) == nil)
        #expect(Self.resolved(Self.countdown, by: source) == Self.countdown.defaultValue)
        #expect(
            source.warnings == [
                "flags service gave launches.countdown \(wrongType.described), not true or false; not applied"
            ])
    }

    @Test(arguments: ["PARSE_ERROR", "TARGETING_KEY_MISSING", "INVALID_CONTEXT", "GENERAL"])
    func anEvaluationFailureLeavesTheDefaultWithAWarning(code: String) throws {
        let source = try Self.source(#"{"key": "launches.countdown", "errorCode": "\#(code)"}"#)

        #expect(source.value(forKey: Self.countdown.key) == nil)
        #expect(source.warnings == ["flags service could not evaluate launches.countdown: \(code); not applied"])
    }
}
