import Foundation

/// The executables `swift test` built beside the tests (`ibkit` among them).
///
/// On Linux the tests run as their own program in the products folder, so the folder of
/// `CommandLine.arguments[0]` is it. On macOS they run inside a host program (`xctest`, or
/// SwiftPM's testing helper) that lives in Xcode, and the products folder is the one holding
/// the `.xctest` bundle this code was loaded from.
public enum BuiltProducts {
    /// The products folder.
    public static let folder: URL = {
        #if canImport(Darwin)
        return Bundle(for: BundleMarker.self).bundleURL.deletingLastPathComponent()
        #else
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        #endif
    }()

    /// The `ibkit` executable built with the tests.
    public static var ibkit: String { folder.appendingPathComponent("ibkit").path }
}

/// A class of this module, whose bundle is the test bundle on macOS.
private final class BundleMarker {}
