public import Foundation

/// Documents an emulator bundles as two files, so one request reads only the small index and the documents it
/// needs, however many the bundle holds (packs are written by `.ci/bundle-data`, never by hand):
/// - `Resources/<name>.jsonl`: every document on its own line, exactly as the API sends it;
/// - `Resources/<name>.index.tsv`: per document, in order, its byte offset and length in the `.jsonl`, then
///   the fields the emulator looks it up or sorts by (an id, a name, a date), tab-separated.
public struct BundledDocumentPack: Sendable {
    /// One document: where it is, and the fields it is found by.
    public struct Entry: Sendable {
        /// The fields given when the pack was written, in their order.
        public let fields: [String]
        let offset: UInt64
        let length: Int
    }

    /// A document and its fields, to write into a pack.
    public struct Document: Sendable {
        public var fields: [String]
        public var body: Data

        /// A document; `fields` must not contain tabs or newlines, `body` no newline.
        public init(fields: [String], body: Data) {
            self.fields = fields
            self.body = body
        }
    }

    /// Every document's entry, in the pack's order, read from the index when asked for.
    public let entries: Entries
    private let name: String
    private let documentsURL: URL
    private let bundleName: String

    /// Reads the index of the pack `name` in `bundle`; documents are read when asked for.
    public static func load(named name: String, in bundle: Bundle) -> Result<Self, BundledResourceError> {
        let indexName = "\(name).index.tsv"
        guard let documentsURL = BundledResource.url(named: "\(name).jsonl", in: bundle) else {
            return .failure(BundledResourceError(path: "Resources/\(name).jsonl", in: bundle, reason: "it is missing"))
        }
        return BundledResource.data(named: indexName, in: bundle).flatMap { index in
            guard let entries = Entries(index: index) else {
                return .failure(
                    BundledResourceError(
                        path: "Resources/\(indexName)", in: bundle,
                        reason: "a line is not an offset, a length and fields"))
            }
            return .success(
                Self(
                    entries: entries, name: name, documentsURL: documentsURL,
                    bundleName: bundle.bundleURL.lastPathComponent))
        }
    }

    /// The bytes of the document at `entry`, read from the bundle now.
    public func document(at entry: Entry) -> Result<Data, BundledResourceError> {
        documents(at: [entry]).map { $0[0] }
    }

    /// The bytes of each document, in the order of `entries`, read with one open of the file.
    public func documents(at entries: some Collection<Entry>) -> Result<[Data], BundledResourceError> {
        func failure(_ reason: String) -> Result<[Data], BundledResourceError> {
            .failure(BundledResourceError(path: "Resources/\(name).jsonl", bundle: bundleName, reason: reason))
        }
        guard !entries.isEmpty else { return .success([]) }
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: documentsURL)
        } catch {
            return failure(BundledResource.reason(for: error))
        }
        defer { try? handle.close() }
        var bodies: [Data] = []
        bodies.reserveCapacity(entries.count)
        for entry in entries {
            do {
                try handle.seek(toOffset: entry.offset)
                let body = try handle.read(upToCount: entry.length) ?? Data()
                guard body.count == entry.length else { return failure("it ends before a document the index lists") }
                bodies.append(body)
            } catch {
                return failure(BundledResource.reason(for: error))
            }
        }
        return .success(bodies)
    }

    /// The two files of a pack holding `documents`, in that order.
    public static func encode(_ documents: [Document]) -> (index: Data, documents: Data) {
        var index = ""
        var lines = Data()
        for document in documents {
            index +=
                ([String(lines.count), String(document.body.count)] + document.fields)
                .joined(separator: "\t") + "\n"
            lines.append(document.body)
            lines.append(UInt8(ascii: "\n"))
        }
        return (Data(index.utf8), lines)
    }
}

extension BundledDocumentPack {
    /// Each entry is read from its line when asked for: one page of 1351 entries reads 20 lines (`pokemon
    /// list`). The whole index is checked when the pack loads, so reading a line cannot fail.
    public struct Entries: RandomAccessCollection, Sendable {
        private let index: Data
        /// Where each line that is not empty starts and ends in `index`.
        private let lines: [Range<Int>]

        /// `nil` when a line is not an offset, a length and fields. It reads bytes, not `String`s: walking by
        /// `Character` (grapheme breaking) cost more than the lookup itself (Docs/Performance.md).
        init?(index: Data) {
            let lines = index.withUnsafeBytes { bytes -> [Range<Int>]? in
                var lines: [Range<Int>] = []
                var lineStart = 0
                while lineStart < bytes.count {
                    let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                    if lineEnd > lineStart {
                        guard Self.location(of: bytes[lineStart..<lineEnd]) != nil else { return nil }
                        lines.append(lineStart..<lineEnd)
                    }
                    lineStart = lineEnd + 1
                }
                return lines
            }
            guard let lines else { return nil }
            self.index = index
            self.lines = lines
        }

        public var startIndex: Int { lines.startIndex }
        public var endIndex: Int { lines.endIndex }

        public subscript(position: Int) -> Entry {
            index.withUnsafeBytes { bytes in
                let line = bytes[lines[position]]
                // Checked when the pack loaded.
                let (offset, length, fieldsStart) = Self.location(of: line)!
                var fields: [String] = []
                var fieldStart = fieldsStart
                while fieldStart < line.endIndex {
                    fieldStart += 1
                    let fieldEnd = line[fieldStart...].firstIndex(of: UInt8(ascii: "\t")) ?? line.endIndex
                    fields.append(
                        String(decoding: UnsafeRawBufferPointer(rebasing: line[fieldStart..<fieldEnd]), as: UTF8.self))
                    fieldStart = fieldEnd
                }
                return Entry(fields: fields, offset: offset, length: length)
            }
        }

        /// Compares bytes of field `field` (from 0), reading no other entry: a whole sync looks up every id.
        public func first(whereField field: Int, is value: String) -> Entry? {
            let position = index.withUnsafeBytes { bytes in
                lines.firstIndex { range in
                    // Step over the offset, length (checked at load) and earlier fields, tab by tab.
                    let line = bytes[range]
                    var start = line.startIndex
                    for _ in 0..<(field + 2) {
                        guard let tab = line[start...].firstIndex(of: UInt8(ascii: "\t")) else { return false }
                        start = tab + 1
                    }
                    let end = line[start...].firstIndex(of: UInt8(ascii: "\t")) ?? line.endIndex
                    return line[start..<end].elementsEqual(value.utf8)
                }
            }
            return position.map { self[$0] }
        }

        /// A line's offset and length, and where its fields start (at the tab before the first).
        private static func location(of line: Slice<UnsafeRawBufferPointer>) -> (UInt64, Int, Int)? {
            let tab = UInt8(ascii: "\t")
            guard let offsetEnd = line.firstIndex(of: tab), let offset = decimal(line[..<offsetEnd]) else {
                return nil
            }
            let lengthStart = offsetEnd + 1
            let lengthEnd = line[lengthStart...].firstIndex(of: tab) ?? line.endIndex
            guard let length = decimal(line[lengthStart..<lengthEnd]).flatMap(Int.init(exactly:)) else { return nil }
            return (offset, length, lengthEnd)
        }

        private static func decimal(_ digits: Slice<UnsafeRawBufferPointer>) -> UInt64? {
            guard !digits.isEmpty else { return nil }
            var value: UInt64 = 0
            for byte in digits {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                let (tens, overflowed) = value.multipliedReportingOverflow(by: 10)
                let (sum, carried) = tens.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
                guard !overflowed, !carried else { return nil }
                value = sum
            }
            return value
        }
    }
}
