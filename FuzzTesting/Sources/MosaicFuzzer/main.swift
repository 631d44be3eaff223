// Built with -parse-as-library, so this file has no top-level code. libFuzzer calls
// `LLVMFuzzerTestOneInput` once per input. On Linux SwiftPM links an executable's `main` to
// `<module>_main`, which a library-mode file does not emit, so `mosaic_fuzz_main` is given
// here and runs libFuzzer's driver; elsewhere libFuzzer's own `main` does the same.
import Foundation
import FuzzEntries
import LibFuzzerDriver

/// The target MOSAIC_FUZZ_TARGET names, looked up once, before the first input.
enum SelectedTarget {
    static let target: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["MOSAIC_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTargets.named(name) else {
            let names = FuzzTargets.all.map(\.name).joined(separator: " ")
            FileHandle.standardError.write(Data("error: set MOSAIC_FUZZ_TARGET to one of: \(names)\n".utf8))
            exit(64)
        }
        return target
    }()
}

/// One input, fed to the selected target; always 0 (libFuzzer keeps or drops the input by the
/// coverage it reached).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    switch SelectedTarget.target.entry {
    case .immediate(let parse):
        parse(data)
    case .awaited(let parse):
        FuzzTarget.runOnCallingThread { await parse(data) }
    case .onMainActor(let parse):
        MainActorRunner.run { await parse(data) }
    }
    return 0
}

/// The program's `main` on Linux (see the top of the file).
@_cdecl("mosaic_fuzz_main")
public func fuzzerMain(
    _ argumentCount: CInt, _ arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
    _ = SelectedTarget.target
    var count = argumentCount
    var values = arguments
    return LLVMFuzzerRunDriver(&count, &values, fuzzOneInput)
}
