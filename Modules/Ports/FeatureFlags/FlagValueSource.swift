/// One layer of flag values, such as the environment or a flags file.
public protocol FlagValueSource: Sendable {
    /// Which layer this is.
    var origin: FlagOrigin { get }
    /// The value this layer sets for `key`, or `nil` when it says nothing about it.
    func value(forKey key: String) -> Bool?
}
