import Foundation
import IBFoundation
import Testing

/// Starting programs: one that is still open for writing a moment longer (a stand-in script just
/// written while another thread's child holds its descriptor) starts once it is closed.
@Suite struct ChildProcessTests {
    @Test func aProgramStillOpenForWritingStartsOnceItIsClosed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("exit3")
        FileManager.default.createFile(atPath: script.path, contents: Data("#!/bin/sh\nexit 3\n".utf8), attributes: [.posixPermissions: 0o755])
        // Held open for writing, as a child started elsewhere would hold it, and closed 50 ms later.
        let writer = try FileHandle(forWritingTo: script)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) { try? writer.close() }
        let pid = try #require(ChildProcess.start([script.path]))
        #expect(ChildProcess.waitForExit(pid) == 3)
    }

    @Test func aMissingProgramDoesNotStart() {
        #expect(ChildProcess.start(["/nonexistent/ibkit-no-such-program"]) == nil)
    }
}
