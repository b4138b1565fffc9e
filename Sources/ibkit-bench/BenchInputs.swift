import ArgumentParser
import IBCommandLine
import IBXML

/// The benchmark's inputs: the documents `ibkit` itself would find under the paths, read once.
enum BenchInputs {
    static func documents(under paths: [String]) throws -> [(path: String, bytes: [UInt8])] {
        let (found, missing) = DocumentFinder.find(paths)
        if let path = missing.first { throw ValidationError("no such file or folder: \(path)") }
        return try found.map { ($0, try FileBytes.read($0)) }
    }
}
