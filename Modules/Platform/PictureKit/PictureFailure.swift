package import ImageDecoding

/// Why a picture is not shown. Each description is the one line shown under the placeholder.
package enum PictureFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The app runs on bundled data, which has no picture files, and none was saved before.
    case notAvailableOffline
    case httpStatus(Int)
    case tooLarge(bytes: Int, maximum: Int)
    case undecodable(ImageDecodingError)
    /// No answer came (no connection, a timeout).
    case unreachable(String)

    package var description: String {
        switch self {
        case .notAvailableOffline: "picture not available offline (bundled data has no pictures; try --live)"
        case .httpStatus(let code): "picture not shown: the server answered HTTP \(code)"
        case .tooLarge(let bytes, let maximum):
            "picture not shown: the file has \(bytes) bytes, more than the \(maximum) allowed"
        case .undecodable(let error): "picture not shown: \(error)"
        case .unreachable(let reason): "picture not shown: \(reason)"
        }
    }
}
