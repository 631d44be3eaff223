/// Why bytes did not become a ``Bitmap``. Each description is one line a user can read.
public enum ImageDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes are not in a format the decoder reads (it names the formats it does read).
    case unsupportedFormat(supported: [String])
    /// The file is of a known format but its content is damaged or cut short.
    case damaged(format: String, reason: String)
    /// The picture has more pixels than the caller allows.
    case tooManyPixels(width: Int, height: Int, maximum: Int)
    /// The format is known, but the library that reads it is not on this platform (the reason
    /// says what to use instead).
    case unavailable(format: String, reason: String)

    /// The reason in one line, such as `not a PNG or JPEG image`.
    public var description: String {
        switch self {
        case .unsupportedFormat(let supported):
            return "not a \(supported.joined(separator: " or ")) image"
        case .damaged(let format, let reason):
            return "the \(format) image is damaged: \(reason)"
        case .tooManyPixels(let width, let height, let maximum):
            return "the image is \(width)×\(height) pixels, more than the \(maximum) allowed"
        case .unavailable(let format, let reason):
            return "no \(format) decoder on this platform: \(reason)"
        }
    }
}
