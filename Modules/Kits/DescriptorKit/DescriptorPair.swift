/// The two ends of a pipe, each with its own owner. Frozen, so a caller can take the ends apart.
@frozen public struct DescriptorPair: ~Copyable, Sendable {
    /// The end that is read.
    public var reader: FileDescriptor
    /// The end that is written.
    public var writer: FileDescriptor

    /// The pair of `reader` and `writer`.
    public init(reader: consuming FileDescriptor, writer: consuming FileDescriptor) {
        self.reader = reader
        self.writer = writer
    }
}
