/// The server's limits. The defaults suit one person's browser on the same machine.
package struct HTTPServerConfiguration: Sendable {
    /// The port on 127.0.0.1; 0 lets the system pick a free one.
    package var port: UInt16
    /// The most connections open at once; fewer when the process's descriptor limit leaves room
    /// for fewer (`DescriptorBudget`). When all are open, a new one takes the place of the one
    /// that has waited longest on its client (`ConnectionTable` says why not a limit per address).
    package var connectionLimit: Int
    /// Seconds a request has to arrive whole, head and body, from the moment its connection is
    /// ready for it (accepted, or done with the previous answer): a slower one gets `408` and is
    /// closed, so trickling bytes cannot hold a connection. An idle connection closes after it too.
    package var requestSeconds: Int
    /// Seconds the client has to take an answer whole, once it is ready: a client that reads
    /// slower, or not at all, is closed, so an unread answer cannot hold a connection.
    package var answerSeconds: Int
    /// Seconds `stop()` lets the answers being computed or written finish; then it shuts every
    /// connection down.
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
