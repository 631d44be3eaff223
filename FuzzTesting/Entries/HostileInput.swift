import Foundation

/// The fuzzer's bytes as one hostile run: what runs, what the servers send, and where.
///
/// Byte 0 picks the scenario (a command line or a walk through a feature's screens); byte 1
/// is the mask of the string values that get the text; byte 2 holds the placement (bits 0-1),
/// how the servers answer (bits 2-3), whether standard output is a terminal (bit 4), whether it
/// announces kitty graphics (bit 5), `--verbose` with console analytics (bit 6) and whether
/// pictures are served (bit 7); byte 3 holds `--json` (bit 0), `--image` (bit 1), colour (bit 2)
/// and the screen's size (bits 3-7). The rest is the text, as UTF-8.
struct HostileInput {
    let scenario: Int
    let strings: HostileJSONStrings
    let answer: HostileAPIClient.Answer
    let outputIsTerminal: Bool
    let kitty: Bool
    let verbose: Bool
    let servesPictures: Bool
    let json: Bool
    let image: Bool
    let colors: Bool
    let columns: Int
    let rows: Int

    init(_ data: Data) {
        let bytes = [UInt8](data.prefix(4)) + [UInt8](repeating: 0, count: max(0, 4 - data.count))
        scenario = Int(bytes[0])
        answer = HostileAPIClient.Answer.allCases[Int(bytes[2] >> 2) & 3]
        outputIsTerminal = bytes[2] & 0x10 != 0
        kitty = bytes[2] & 0x20 != 0
        verbose = bytes[2] & 0x40 != 0
        servesPictures = bytes[2] & 0x80 != 0
        json = bytes[3] & 1 != 0
        image = bytes[3] & 2 != 0
        colors = bytes[3] & 4 == 0
        columns = 20 + Int(bytes[3] >> 5) * 26
        rows = 12 + Int((bytes[3] >> 3) & 3) * 9
        strings = HostileJSONStrings(
            text: String(decoding: data.dropFirst(4), as: UTF8.self),
            placement: HostileJSONStrings.Placement.allCases[Int(bytes[2]) & 3],
            mask: bytes[1])
    }

    /// The environment `mosaic` sees: a home where nothing is written, and a terminal that
    /// announces kitty graphics or 24-bit colour.
    var environment: [String: String] {
        [
            "HOME": "/nonexistent", "COLUMNS": String(columns),
            kitty ? "TERM" : "COLORTERM": kitty ? "xterm-kitty" : "truecolor",
        ]
    }
}
