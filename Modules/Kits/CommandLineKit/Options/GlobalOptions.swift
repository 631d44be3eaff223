/// The options every command accepts, wherever they appear on the command line.
public struct GlobalOptions: Sendable, Equatable {
    public var json = false
    public var live = false
    public var verbose = false
    public var help = false
    public var version = false
    /// `--base-url NAME=URL`, in the order given.
    public var baseURLs: [String] = []
    public var store: String?
    public var analytics: String?
    /// `--flag KEY=on|off`, in the order given.
    public var flags: [String] = []
    public var flagsFile: String?
    public var flagsService: String?
    public var now: String?
    public var offlineLatency: String?

    public init() {}

    /// Names, argument placeholders and help text, in the order `--help` shows them.
    public static func documentation(apiNames: [String]) -> [(option: String, help: String)] {
        [
            ("--json", "Print machine-readable JSON on stdout."),
            ("--base-url NAME=URL", "Send API NAME (\(apiNames.joined(separator: ", "))) to URL over HTTP."),
            ("--live", "Send every API to its real endpoint over HTTP instead of the bundled data."),
            (
                "--store sqlite[:PATH]|files[:DIR]|memory",
                "Where saved data lives (default: SQLite in the cache folder)."
            ),
            (
                "--analytics zoogle|console|none|segment:URL",
                "Where analytics events go (default: zoogle); segment:URL needs MOSAIC_SEGMENT_WRITE_KEY "
                    + "and waits at most 2 s at exit, queueing what it could not send."
            ),
            ("--flag KEY=on|off", "Override a feature flag (repeatable; see `mosaic flags`)."),
            ("--flags-file PATH", "Read flag values from a JSON object of key: true|false."),
            (
                "--flags-service URL",
                "Ask an OFREP flag service (at most 2 s; else its last answer); or MOSAIC_FLAGS_SERVICE."
            ),
            ("--verbose", "Log one line per HTTP exchange on stderr."),
            ("--now ISO8601", "The time the features see, such as 2026-11-22T18:00:00Z (default: the real clock)."),
            ("--offline-latency MS", "Delay each bundled-data answer by MS milliseconds, to see loading states."),
            ("-h, --help", "Show help for mosaic or for a command."),
            ("--version", "Print mosaic's version."),
        ]
    }
}
