/// Every fuzz target, by name: the catalogue `.ci/fuzz`, the fuzzer executable and the replay
/// tests all read, so a target added here is fuzzed and replayed without further wiring.
public enum FuzzTargets {
    #if DEBUG
    /// Every target, in the order `.ci/fuzz` runs them.
    public static let all: [FuzzTarget] = [
        FuzzTarget(
            "CommandLine", parser: "the global options splitter, option values and a command's options",
            entry: .immediate(CommandLineFuzzing.run)),
        FuzzTarget(
            "PokeAPIList", parser: "PokeAPI list page decoding", entry: .awaited(APIResponseFuzzing.pokeAPIList)),
        FuzzTarget(
            "PokeAPIDetail", parser: "PokeAPI Pokémon decoding", entry: .awaited(APIResponseFuzzing.pokeAPIDetail)),
        FuzzTarget(
            "SpaceXLaunches", parser: "SpaceX launch page and launch decoding",
            entry: .awaited(APIResponseFuzzing.spaceXLaunches)),
        FuzzTarget(
            "IronForgeResponse", parser: "Iron Forge GraphQL answer decoding",
            entry: .awaited(APIResponseFuzzing.ironForge)),
        FuzzTarget(
            "YOOXSearch", parser: "YOOX Search API page decoding", entry: .awaited(APIResponseFuzzing.yooxSearch)),
        FuzzTarget("YOOXItem", parser: "YOOX Item API document decoding", entry: .awaited(APIResponseFuzzing.yooxItem)),
        FuzzTarget(
            "IronForgeQuery", parser: "the Iron Forge emulator's GraphQL parser",
            entry: .immediate(EmulatorQueryFuzzing.ironForge)),
        FuzzTarget(
            "SpaceXQuery", parser: "the SpaceX emulator's launch query parser",
            entry: .immediate(EmulatorQueryFuzzing.spaceX)),
        FuzzTarget(
            "EmulatorJSON", parser: "the emulators' JSON parser, against JSONDecoder",
            entry: .immediate(EmulatorQueryFuzzing.json)),
        FuzzTarget(
            "GuidomiaStrings", parser: "Guidomia's strings-file parser",
            entry: .immediate(ConfigurationFileFuzzing.guidomiaStrings)),
        FuzzTarget(
            "FlagsFile", parser: "the --flags-file JSON (FeatureFlagsConfig)",
            entry: .immediate(ConfigurationFileFuzzing.flagsFile)),
        FuzzTarget(
            "OFREPAnswer", parser: "OFREP bulk answer, error body, cache file and Retry-After",
            entry: .immediate(ServiceAnswerFuzzing.ofrep)),
        FuzzTarget(
            "SegmentQueue", parser: "the Segment adapter's queue file",
            entry: .immediate(ServiceAnswerFuzzing.segmentQueue)),
        FuzzTarget(
            "StoredRecord", parser: "a file store's record document and the record's value",
            entry: .immediate(StoredRecordFuzzing.run)),
        FuzzTarget(
            "TerminalOutput", parser: "every command's text and every screen, fed hostile text by every API",
            entry: .onMainActor(TerminalOutputFuzzing.run)),
        FuzzTarget(
            "HTTPRequest", parser: "a request head as mosaic serve reads it (WebAppKit)",
            entry: .immediate(HTTPRequestFuzzing.run)),
        FuzzTarget("PNG", parser: "PNG through libpng (ImageDecodingSystem)", entry: .immediate(ImageFuzzing.png)),
        FuzzTarget(
            "JPEG", parser: "JPEG through libjpeg-turbo (ImageDecodingSystem)",
            entry: .immediate(ImageFuzzing.jpeg)),
    ]
    #else
    /// None: most parsers are internal to their modules, and only debug builds enable testing,
    /// which is how the entries reach them. Fuzzing and the tests use debug builds.
    public static let all: [FuzzTarget] = []
    #endif

    /// The target called `name`, if there is one.
    public static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }
}
