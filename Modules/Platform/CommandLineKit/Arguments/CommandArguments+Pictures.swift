extension CommandArguments {
    /// `--image` (true), `--no-image` (false) or neither (nil), as ``CommandContext/pictureOptions`` declares them.
    package mutating func pictureRequest() throws(CommandError) -> Bool? {
        let image = flag("--image")
        let noImage = flag("--no-image")
        if image, noImage { throw .usage("--image and --no-image contradict each other; give one of them") }
        return image ? true : noImage ? false : nil
    }
}
