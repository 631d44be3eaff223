import Foundation

/// Joins pre-encoded launch documents without decoding them again.
enum SpaceXJSON {
    static func array(_ documents: [Data]) -> Data {
        var body = Data("[".utf8)
        for (position, document) in documents.enumerated() {
            if position > 0 { body.append(Data(",".utf8)) }
            body.append(document)
        }
        body.append(Data("]".utf8))
        return body
    }
}
