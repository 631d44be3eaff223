#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A connection to 127.0.0.1 that sends nothing, to hold a slot of the server's connection limits.
public struct LoopbackSocket {
    /// The connection could not be made.
    public struct Failure: Error {}

    /// The socket.
    public let descriptor: Int32

    /// Connects to 127.0.0.1:`port`.
    public init(port: UInt16) throws {
        #if canImport(Glibc)
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure() }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            Self.close(descriptor)
            throw Failure()
        }
    }

    /// Closes the connection.
    public func disconnect() {
        Self.close(descriptor)
    }

    static func close(_ descriptor: Int32) {
        #if canImport(Glibc)
        _ = Glibc.close(descriptor)
        #elseif canImport(Darwin)
        _ = Darwin.close(descriptor)
        #endif
    }
}
