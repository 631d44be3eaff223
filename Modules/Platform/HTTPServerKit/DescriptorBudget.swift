import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many connections the descriptor limit has room for. Each holds one; answering a page opens
/// more (a resource, an asset, an upstream socket, a store's files), and so does the runtime
/// (libdispatch reads `/proc` for its worker threads and stops the process when it cannot). A
/// reserve is kept for these, or connections would break the pages they wait for.
enum DescriptorBudget {
    /// Descriptors kept for what the process opens while it answers.
    static let reserve = 32

    /// At most `maximum` connections, with `inUse` descriptors already open under a limit of
    /// `descriptorLimit`, keeping ``reserve``; at least one, so the server still answers.
    static func connectionLimit(maximum: Int, descriptorLimit: Int, inUse: Int) -> Int {
        max(1, min(maximum, descriptorLimit - inUse - reserve))
    }

    /// The limit for this process, at most `maximum`: its soft descriptor limit, first raised to
    /// the hard one as servers do, less what it has open and the reserve.
    static func connectionLimit(maximum: Int) -> Int {
        connectionLimit(maximum: maximum, descriptorLimit: raisedDescriptorLimit(), inUse: descriptorsInUse())
    }

    /// The soft `RLIMIT_NOFILE`, raised to the hard limit when the system allows it.
    private static func raisedDescriptorLimit() -> Int {
        #if canImport(Glibc)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #elseif canImport(Darwin)
        let resource = RLIMIT_NOFILE
        #endif
        var limits = rlimit()
        // No limit known: the configured maximum rules.
        guard getrlimit(resource, &limits) == 0 else { return .max }
        var raised = limits
        #if canImport(Glibc)
        raised.rlim_cur = limits.rlim_max
        #elseif canImport(Darwin)
        // Darwin refuses a soft limit over OPEN_MAX, whatever the hard one says.
        raised.rlim_cur = min(limits.rlim_max, rlim_t(OPEN_MAX))
        #endif
        if raised.rlim_cur > limits.rlim_cur, setrlimit(resource, &raised) == 0 { limits = raised }
        return Int(clamping: limits.rlim_cur)
    }

    /// The descriptors the process has open, as `/dev/fd` lists them.
    private static func descriptorsInUse() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/dev/fd").count) ?? 0
    }
}
