import Foundation
import IBFuzzTargets

/// `ibkit-fuzz`: built with `-sanitize=fuzzer` and `-DFUZZING` (see `Fuzz/run`), libFuzzer's
/// driver attacking the target named by `IBKIT_FUZZ_TARGET`; built normally,
/// `ibkit-fuzz TARGET FILE...` replays inputs (crashers, a seed corpus) through one target, so
/// that a finding reproduces under a debugger or in a plain build.
@main
enum FuzzEntry {
    static func main() {
        #if FUZZING
        target = named(ProcessInfo.processInfo.environment["IBKIT_FUZZ_TARGET"] ?? "")
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            FuzzEntry.target.run(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
            return 0
        })
        #else
        let arguments = CommandLine.arguments.dropFirst()
        let target = named(arguments.first ?? "")
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("\(path):1:1: error: cannot read\n".utf8))
                exit(1)
            }
            target.run([UInt8](data))
        }
        #endif
    }

    /// The target being fuzzed (set once, before libFuzzer's first call).
    nonisolated(unsafe) static var target = FuzzTarget.xml

    static func named(_ name: String) -> FuzzTarget {
        guard let target = FuzzTarget(rawValue: name) else {
            FileHandle.standardError.write(Data("usage: ibkit-fuzz TARGET FILE... (or IBKIT_FUZZ_TARGET=TARGET under libFuzzer); targets: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
            exit(64)
        }
        return target
    }
}

#if FUZZING
/// libFuzzer's driver, for programs that keep their own `main` (SwiftPM names the entry point).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32
#endif
