/// The server's limits. The defaults suit one person's browser on the same machine.
public struct WebServerConfiguration: Sendable {
    /// The port on 127.0.0.1; 0 lets the system pick a free one.
    public var port: UInt16
    /// Connections open at once, from everyone (`MHD_OPTION_CONNECTION_LIMIT`).
    public var connectionLimit: UInt32
    /// Connections open at once from one address (`MHD_OPTION_PER_IP_CONNECTION_LIMIT`).
    public var connectionsPerAddress: UInt32
    /// Seconds an idle connection is kept.
    public var timeoutSeconds: UInt32
    /// The largest request body accepted; a larger one gets `413`.
    public var maximumBodyBytes: Int
    /// Memory per connection for its request line and headers; longer headers are refused by the library.
    public var connectionMemoryBytes: Int

    /// The defaults, on `port`.
    public init(
        port: UInt16 = 0, connectionLimit: UInt32 = 128, connectionsPerAddress: UInt32 = 64,
        timeoutSeconds: UInt32 = 15, maximumBodyBytes: Int = 16 * 1024, connectionMemoryBytes: Int = 64 * 1024
    ) {
        self.port = port
        self.connectionLimit = connectionLimit
        self.connectionsPerAddress = connectionsPerAddress
        self.timeoutSeconds = timeoutSeconds
        self.maximumBodyBytes = maximumBodyBytes
        self.connectionMemoryBytes = connectionMemoryBytes
    }
}
