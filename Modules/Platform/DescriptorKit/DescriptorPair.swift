/// The two ends of a pipe, each with its own owner. Frozen, so a caller can take the ends apart.
@frozen package struct DescriptorPair: ~Copyable, Sendable {
    /// The end that is read.
    package var reader: FileDescriptor
    /// The end that is written.
    package var writer: FileDescriptor

    /// The pair of `reader` and `writer`.
    package init(reader: consuming FileDescriptor, writer: consuming FileDescriptor) {
        self.reader = reader
        self.writer = writer
    }
}
