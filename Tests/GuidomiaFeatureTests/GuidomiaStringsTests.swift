import Foundation
import Testing

@testable import GuidomiaFeature

@Suite("The strings table")
struct GuidomiaStringsTests {
    @Test func theEnglishTableHasEveryKeyTheCodeUsesAndNoOther() throws {
        let known = Set(GuidomiaStringKey.allCases.map(\.rawValue))
        let english = try GuidomiaStrings.bundled(language: "en").keys
        #expect(known.subtracting(english).isEmpty, "missing from en.lproj: \(known.subtracting(english).sorted())")
        #expect(english.subtracting(known).isEmpty, "unused keys: \(english.subtracting(known).sorted())")
    }

    @Test func noSourceFileSpellsATableKeyOutsideTheKeyEnum() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Modules/Features/Guidomia")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 10)
        let keys = GuidomiaStringKey.allCases.map { "\"\($0.rawValue)\"" }
        for file in files where file.lastPathComponent != "GuidomiaStringKey.swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for key in keys {
                #expect(!text.contains(key), "\(file.lastPathComponent) spells \(key); use GuidomiaStringKey")
            }
        }
    }

    @Test func englishIsTheBundledTable() throws {
        #expect(GuidomiaStrings.english == (try GuidomiaStrings.bundled()))
        #expect(GuidomiaStrings.english.text(.title) == "Guidomia")
    }

    @Test func placeholdersAreFilledInOrderAndMissingArgumentsLeftEmpty() {
        let strings = GuidomiaStrings(table: ["guidomia.offer.price": "%@ for %@!"])
        #expect(strings.text(.price, "120k", "you") == "120k for you!")
        #expect(strings.text(.price, "120k") == "120k for !")
    }

    @Test func aMissingKeyShowsTheKeyInsteadOfCrashing() {
        #expect(GuidomiaStrings(table: [:]).text(.pros) == "guidomia.offer.pros")
        #expect(GuidomiaStrings.bundledOrKeys(language: "xx").text(.pros) == "guidomia.offer.pros")
        #expect(GuidomiaStrings.bundledOrKeys(language: "en").text(.pros) == "Pros")
    }

    /// A failed read (here: a bundle without the table) is not kept: the next presenter reads the table again.
    @Test func aTableThatCouldNotBeReadIsReadAgainByTheNextReader() {
        #expect(GuidomiaStrings.bundledOrKeys(language: "en", in: Bundle.module).text(.pros) == "guidomia.offer.pros")
        #expect(GuidomiaStrings.english.text(.pros) == "Pros")
    }

    @Test func aLanguageThatIsNotBundledIsAClearError() {
        #expect(throws: StringsFileError(line: 0, reason: "no bundled Localizable.strings for 'xx'")) {
            try GuidomiaStrings.bundled(language: "xx")
        }
        #expect(StringsFileError(line: 0, reason: "gone").description == "gone")
        #expect(StringsFileError(line: 3, reason: "bad").description == "Localizable.strings line 3: bad")
    }
}

#if os(Linux)
@Suite("The strings table as Foundation reads it")
struct GuidomiaStringsFoundationTests {
    // swift-corelibs-foundation finds the copied table, so it can check our parser.
    @Test func foundationReadsTheSameTextForEveryKey() throws {
        let english = try GuidomiaStrings.bundled(language: "en")
        let featureBundle = try #require(
            Bundle(
                url: Bundle.module.bundleURL.deletingLastPathComponent()
                    .appendingPathComponent("Mosaic_GuidomiaFeature.resources")))
        for key in GuidomiaStringKey.allCases {
            let foundation = featureBundle.localizedString(forKey: key.rawValue, value: "(missing)", table: nil)
            #expect(foundation == english.text(key, "%@", "%@"), "\(key.rawValue)")
        }
    }
}
#endif
