import Foundation
import IBFuzzTargets

#if FUZZING
/// libFuzzer's entry: the target named by `IBKIT_FUZZ_TARGET` on one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzEntry.target.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
#else
/// Without libFuzzer, `ibkit-fuzz TARGET FILE...` replays inputs (crashers, a seed corpus)
/// through one target, so a finding reproduces under a debugger or in a normal build.
@main
enum FuzzReplay {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
            FileHandle.standardError.write(Data("usage: ibkit-fuzz TARGET FILE...; targets: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
            exit(64)
        }
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("\(path):1:1: error: cannot read\n".utf8))
                exit(1)
            }
            target.run([UInt8](data))
        }
    }
}
#endif

/// The target a fuzzing run attacks.
enum FuzzEntry {
    static let target: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["IBKIT_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            FileHandle.standardError.write(Data("IBKIT_FUZZ_TARGET must be one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
            exit(64)
        }
        return target
    }()
}
