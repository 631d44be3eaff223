/// The server's limits. The defaults suit one person's browser on the same machine.
package struct HTTPServerConfiguration: Sendable {
    /// The port on 127.0.0.1; 0 lets the system pick a free one.
    package var port: UInt16
    /// The most connections open at once, fewer if the descriptor limit says so (`DescriptorBudget`);
    /// when full, a newcomer replaces the longest waiting on its client (`ConnectionTable` says why).
    package var connectionLimit: Int
    /// Seconds a request, head and body, has to arrive whole once its connection is ready (accepted,
    /// or done with the last answer): a slower one gets `408` and is closed, so neither trickling
    /// nor idling holds a connection.
    package var requestSeconds: Int
    /// Seconds a client has to take a whole answer; a slower reader is closed, so no unread answer holds a connection.
    package var answerSeconds: Int
    /// Seconds `stop()` lets answers being computed or written finish before it shuts every connection down.
    package var stopSeconds: Int
    /// The largest request body accepted; a larger one gets `413`.
    package var maximumBodyBytes: Int
    /// The largest request head (its line and header fields); a larger one gets `431`.
    package var maximumHeaderBytes: Int

    package init(
        port: UInt16 = 0, connectionLimit: Int = 128, requestSeconds: Int = 10, answerSeconds: Int = 10,
        stopSeconds: Int = 2, maximumBodyBytes: Int = 16 * 1024, maximumHeaderBytes: Int = 64 * 1024
    ) {
        self.port = port
        self.connectionLimit = connectionLimit
        self.requestSeconds = requestSeconds
        self.answerSeconds = answerSeconds
        self.stopSeconds = stopSeconds
        self.maximumBodyBytes = maximumBodyBytes
        self.maximumHeaderBytes = maximumHeaderBytes
    }
}
