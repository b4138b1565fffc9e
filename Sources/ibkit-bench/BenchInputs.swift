import Foundation
import ArgumentParser
import IBXML

/// Finds .xib and .storyboard files under the given paths and reads them into memory once.
enum BenchInputs {
    static func documents(under paths: [String]) throws -> [(path: String, bytes: [UInt8])] {
        var found: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ValidationError("no such file or folder: \(path)")
            }
            if !isDirectory.boolValue { found.append(path); continue }
            let enumerator = FileManager.default.enumerator(atPath: path)
            while let relative = enumerator?.nextObject() as? String {
                if relative.hasSuffix(".xib") || relative.hasSuffix(".storyboard") { found.append(path + "/" + relative) }
            }
        }
        return try found.sorted().map { ($0, try FileBytes.read($0)) }
    }
}

