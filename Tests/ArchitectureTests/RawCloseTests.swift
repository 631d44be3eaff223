import Foundation
import Testing

/// Only `FileDescriptor` closes a descriptor: a number closed anywhere else can be closed twice,
/// and the second close shuts whatever file another thread opened with that number meanwhile.
@Suite("Raw close calls")
struct RawCloseTests {
    @Test func onlyDescriptorKitCallsTheCloseSystemCall() throws {
        let files = try ["Modules", "Tests", "FuzzTesting"].flatMap { try PlanFile.all(under: $0) }
        let owned = files.filter { $0.path.hasPrefix(RawClosePolicy.owner) }
        #expect(
            owned.contains { !RawClosePolicy.violations(in: $0.text, file: $0.path).isEmpty },
            "the scan did not find FileDescriptor's own close")
        let offenders = files.filter { !$0.path.hasPrefix(RawClosePolicy.owner) }
            .flatMap { RawClosePolicy.violations(in: $0.text, file: $0.path) }
        #expect(offenders.isEmpty, "hold the descriptor in DescriptorKit's FileDescriptor: \(offenders)")
    }

    @Test(arguments: [
        "close(descriptor)",
        "_ = close (fd)",
        "if close(fd) != 0 { throw failure }",
        "Glibc.close(fd)",
        "Darwin.close(fd)",
        "let systemClose = Glibc.close",
        "let shut = close",
        "defer { close(pipe[0]); close(pipe[1]) }",
    ])
    func aRawCloseIsFound(line: String) {
        let text = "import Foundation\n\nfunc release(fd: Int32) {\n    \(line)\n}\n"
        #expect(
            RawClosePolicy.violations(in: text, file: "Synthetic.swift").first?.hasPrefix("Synthetic.swift:4:") == true)
    }

    @Test(arguments: [
        "handle.close()",
        "try socket.close()",
        "descriptor.close()",
        "consuming func close() {}",
        "func close() throws {}",
        "let closed = disclose(secret)",
        "onClose(connection)",
        "// close(fd) is FileDescriptor's job",
        "/* Glibc.close(fd) */ handle.close()",
        #"print("close(fd)")"#,
        ##"let message = #"Darwin.close(\(fd))"#"##,
        "let closeTimeout = 5",
    ])
    func aMethodOrTextIsNotARawClose(line: String) {
        let text = "func release() {\n    \(line)\n}\n"
        #expect(RawClosePolicy.violations(in: text, file: "Synthetic.swift").isEmpty)
    }

    @Test func aMultilineStringIsNotCode() {
        let text = "let usage = \"\"\"\n    close(fd)\n    Glibc.close\n    \"\"\"\nhandle.close()\n"
        #expect(RawClosePolicy.violations(in: text, file: "Synthetic.swift").isEmpty)
    }
}
