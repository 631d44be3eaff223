import Foundation
import Testing

@testable import DiskStoreKit

@Suite struct RecordChecksumTests {
    /// The check value every CRC-32 (IEEE) implementation is tested against.
    @Test func theCRCIsTheStandardOne() {
        var crc = CRC32()
        crc.update(Array("123456789".utf8))
        #expect(crc.value == 0xCBF4_3926)
        #expect(CRC32().value == 0)
    }

    @Test func everyPartOfARecordChangesItsChecksum() {
        let data = Data(#"{"name":"pikachu"}"#.utf8)
        let base = RecordChecksum(collection: "pokemon.details", key: "000025", savedAt: 1_700_000_000, data: data)
        var changed = Data(data)
        changed[9] = UInt8(ascii: "I")
        let others = [
            RecordChecksum(collection: "pokemon.list", key: "000025", savedAt: 1_700_000_000, data: data),
            RecordChecksum(collection: "pokemon.details", key: "000026", savedAt: 1_700_000_000, data: data),
            RecordChecksum(collection: "pokemon.details", key: "000025", savedAt: 1_700_000_001, data: data),
            RecordChecksum(collection: "pokemon.details", key: "000025", savedAt: 1_700_000_000, data: changed),
            // The same bytes split differently between collection and key.
            RecordChecksum(collection: "pokemon.details0", key: "00025", savedAt: 1_700_000_000, data: data),
        ]
        #expect(others.allSatisfy { $0 != base })
    }

    @Test func itsTextIsEightLowercaseHexDigitsAndParsesBack() {
        let checksum = RecordChecksum(value: 0x00AB_CDEF)
        #expect(checksum.description == "00abcdef")
        #expect(RecordChecksum(hexadecimal: "00abcdef") == checksum)
        for bad in ["00ABCDEF", "abcdef", "00abcdef0", "0xabcdef", "+0abcdef", ""] {
            #expect(RecordChecksum(hexadecimal: bad) == nil, "\(bad)")
        }
    }
}
