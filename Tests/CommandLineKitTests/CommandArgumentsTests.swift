import CommandLineKit
import Testing

@Suite("A command's own arguments")
struct CommandArgumentsTests {
    @Test func integerOptionsAreRangeChecked() throws {
        var arguments = CommandArguments(["--limit", "0"], usage: "mosaic x")
        #expect(throws: CommandError.self) { try arguments.integer("--limit", in: 1...100) }

        var good = CommandArguments(["--limit=25"], usage: "mosaic x")
        #expect(try good.integer("--limit", in: 1...100) == 25)
        try good.finish()
    }

    @Test func leftoverOptionsAndPositionalsAreReported() {
        var arguments = CommandArguments(["25", "--colour", "red"], usage: "mosaic pokemon show <id>")
        #expect(arguments.positional() == "25")
        #expect(throws: CommandError.usage("unknown option --colour (usage: mosaic pokemon show <id>)")) {
            try arguments.finish()
        }
    }

    @Test func repeatedValuesAreAllReturned() throws {
        var arguments = CommandArguments(["--type", "rv", "--type=jetSki"], usage: "mosaic x")
        #expect(try arguments.values("--type") == ["rv", "jetSki"])
        try arguments.finish()
    }

    @Test func aMissingRequiredPositionalNamesIt() {
        var arguments = CommandArguments([], usage: "mosaic pokemon show <id|name>")
        #expect(throws: CommandError.usage("missing <id|name> (usage: mosaic pokemon show <id|name>)")) {
            try arguments.requiredPositional("id|name")
        }
    }
}
