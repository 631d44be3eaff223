/// The two ends of a pipe, each with its own owner. Frozen, so a caller can take the ends apart.
@frozen package struct DescriptorPair: ~Copyable, Sendable {
    package var reader: FileDescriptor
    package var writer: FileDescriptor

    package init(reader: consuming FileDescriptor, writer: consuming FileDescriptor) {
        self.reader = reader
        self.writer = writer
    }
}
