import Foundation
import FoundationTesting
import Testing

extension CommandLineProcessTests {
    /// Every paged command with page numbers and offsets from zero to far past `Int.max`: each ends with a
    /// page or one error line, never an arithmetic overflow.
    @Suite("Paging with any number a user can type", .serialized, .timeLimit(.minutes(10)))
    @MainActor
    struct PagingBoundsEndToEndTests {
        /// The largest `--page` (and `--offset`) the commands take.
        nonisolated static let largest = Int(Int32.max)

        nonisolated static let numbers = [
            "9223372036854775807", "4611686018427387903", "461168601842738790", "99999999999999999999999",
            "2147483648", "2147483647", "1073741824", "1000000", "0", "-1", "-9223372036854775808",
        ]

        nonisolated static let pagedCommands: [(arguments: [String], option: String, range: ClosedRange<Int>)] = [
            (["products", "list", "drsss"], "--page", 1...largest),
            (["launches", "list"], "--page", 1...largest),
            (["launches", "list", "--past", "--limit", "100"], "--page", 1...largest),
            (["launches", "list", "--limit", "1"], "--page", 1...largest),
            (["pokemon", "list"], "--offset", 0...largest),
            (["pokemon", "list", "--limit", "1000"], "--offset", 0...largest),
        ]

        nonisolated static let cases: [(arguments: [String], option: String, range: ClosedRange<Int>, number: String)] =
            pagedCommands.flatMap { command in numbers.map { (command.arguments, command.option, command.range, $0) } }

        @Test(arguments: 0..<cases.count)
        func everyNumberEndsInAPageOrOneErrorLine(_ index: Int) async throws {
            let (arguments, option, range, number) = Self.cases[index]
            let folder = try TemporaryDirectory()
            let runner = try MosaicRunner(in: folder.url)
            let run = try await runner.run(arguments + [option, number, "--store", "memory"])
            let command = (arguments + [option, number]).joined(separator: " ")
            guard let value = Int(number), range.contains(value) else {
                #expect(run.status == 64, "\(command): \(run.error)")
                #expect(
                    run.error
                        == "error: option \(option) takes a whole number (\(range.lowerBound)...\(range.upperBound)),"
                        + " not '\(number)'\n", "\(command)")
                return
            }
            // In range: the first entries are a page; anything far beyond the bundled lists is past the end.
            if value <= range.lowerBound {
                #expect(run.status == 0, "\(command): \(run.error)")
                #expect(run.error.isEmpty, "\(command)")
            } else {
                #expect(run.status == 1, "\(command): \(run.error)")
                #expect(run.error.hasPrefix("error: ") && run.error.contains("past"), "\(command): \(run.error)")
                #expect(run.error.filter { $0 == "\n" }.count == 1, "\(command)")
            }
        }
    }
}
