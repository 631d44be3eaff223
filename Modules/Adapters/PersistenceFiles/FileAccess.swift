#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells a store that cannot be written from one that is broken, by the error code of a write.
enum FileAccess {
    /// Why a write failed with `code`, when the reason is that the store is read-only; `nil` for
    /// any other failure.
    static func readOnlyReason(_ code: Int32) -> String? {
        switch code {
        case EROFS: "it is on a read-only file system"
        case EACCES, EPERM: "there is no permission to write it"
        default: nil
        }
    }
}
