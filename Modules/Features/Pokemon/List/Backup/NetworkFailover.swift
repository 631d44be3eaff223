/// Remembers that the network was unreachable, shared by every copy of a repository, so that a
/// walk over many pages pays the network's timeout and retries once, not once per page.
actor NetworkFailover {
    private(set) var isUnreachable = false

    func record(reachable: Bool) {
        isUnreachable = !reachable
    }
}
