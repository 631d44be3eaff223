extension Duration {
    /// Whole milliseconds, as `mosaic config` and `--verbose` print a duration.
    var wholeMilliseconds: Int {
        Int(components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000)
    }
}
