import CommandLineKit
import Testing

@Suite("A command's own arguments")
struct CommandArgumentsTests {
    private let listOptions: [CommandOption] = [
        .value("--page", "N", help: "page"), .flag("--all", help: "all"), .value("--type", "NAME", help: "type"),
    ]

    private func arguments(_ words: [String], usage: String = "mosaic x") throws -> CommandArguments {
        try CommandArguments(words, usage: usage, options: listOptions)
    }

    /// Digits only, so that what runs is what was typed, and within the option's range.
    @Test(arguments: ["+2", "-2", " 2", "2 ", "٢", "0x2", "2.0", "", "0", "101"])
    func integersAreDigitsOnlyAndInRange(_ text: String) throws {
        var arguments = try arguments(["--page=\(text)"])
        #expect(throws: CommandError.self) { try arguments.integer("--page", in: 1...100) }
    }

    @Test(arguments: [
        ["drsss", "--page", "2"], ["--page", "2", "drsss"], ["--page=2", "drsss"], ["drsss", "--page=2"],
    ])
    func optionsAndPositionalsComeInAnyOrder(_ words: [String]) throws {
        var arguments = try arguments(words)
        #expect(try arguments.integer("--page", in: 1...Int.max) == 2)
        #expect(arguments.positional() == "drsss")
        try arguments.finish()
    }

    @Test func aValueOptionBeforeThePositionalDoesNotTakeItsPlace() throws {
        var arguments = try arguments(["--type", "rv", "a7fef0da", "--type=jetSki"])
        #expect(try arguments.requiredPositional("id") == "a7fef0da")
        #expect(arguments.values("--type") == ["rv", "jetSki"])
        try arguments.finish()
    }

    @Test func doubleDashEndsTheOptions() throws {
        var arguments = try arguments(["--all", "--", "--page", "-5"])
        let all = arguments.flag("--all")
        #expect(all)
        #expect(arguments.positional() == "--page")
        #expect(arguments.positional() == "-5")
        #expect(arguments.values("--page").isEmpty)
        try arguments.finish()
    }

    @Test func leftoverOptionsAndPositionalsAreReported() throws {
        var arguments = try CommandArguments(["25", "--colour", "red"], usage: "mosaic pokemon show <id>")
        #expect(arguments.positional() == "25")
        #expect(throws: CommandError.usage("unknown option --colour (usage: mosaic pokemon show <id>)")) {
            try arguments.finish()
        }
    }

    @Test func aValueOptionWithoutAValueIsRefused() {
        #expect(throws: CommandError.usage("option --page needs a value (usage: mosaic x)")) {
            try arguments(["--page"])
        }
        #expect(throws: CommandError.usage("option --page needs a value (usage: mosaic x)")) {
            try arguments(["--page", "--all"])
        }
    }

    @Test func aMissingRequiredPositionalNamesIt() throws {
        var arguments = try CommandArguments([], usage: "mosaic pokemon show <id|name>")
        #expect(throws: CommandError.usage("missing <id|name> (usage: mosaic pokemon show <id|name>)")) {
            try arguments.requiredPositional("id|name")
        }
    }
}
