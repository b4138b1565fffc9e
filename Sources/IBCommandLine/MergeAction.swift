import Foundation
import IBEdit
import IBFoundation
import IBXML

/// `ibkit merge BASE OURS THEIRS --output FILE`: the three-way merge, also as git's merge driver.
///
/// Exit status: 0 merged cleanly, 1 conflicts left in the output (as `git merge-file`), 2 a side
/// could not be read; then the output is left untouched.
public enum MergeAction {
    /// What the command line asked for.
    public struct Options: Sendable {
        /// The common ancestor, ours and theirs.
        public var base = "", ours = "", theirs = ""
        /// Where to write the result; nil prints it.
        public var output: String?
        /// The document's path in the repository (git's `%P`), for messages.
        public var path: String?
        /// How to settle conflicts.
        public var strategy: MergeStrategy = .markers
        /// Say what was decided besides conflicts.
        public var verbose = false
        /// What to call our side and theirs (git's `%X` and `%Y`); by default, when run by git
        /// (`path` given), the branch names git's state tells, else "ours" and "theirs".
        public var oursLabel: String?, theirsLabel: String?
        /// Creates default options.
        public init() {}
    }

    /// Runs the merge; returns the exit status.
    public static func run(_ options: Options, console: Console) -> Int32 {
        let shown = options.path ?? options.ours
        let bytes: [[UInt8]]
        do {
            bytes = try [options.base, options.ours, options.theirs].map { path throws(DocumentError) in try FileBytes.read(path) }
        } catch {
            console.err(error.description)
            return 2
        }
        // Legacy archives are tab-indented and carry no formatting ibkit reproduces: a clean
        // line merge keeps their bytes; only what lines cannot settle is merged by id.
        let archive = bytes.contains(where: DocumentMerge.isLegacyArchive)
        let textual = archive ? TextualMerge.merge(base: options.base, ours: options.ours, theirs: options.theirs) : nil
        if let textual, textual.clean {
            guard write(textual.bytes, options, console: console) else { return 2 }
            console.err("\(shown): merged line by line (a legacy archive)")
            return 0
        }
        let names = MergeSideNames.resolve(oursLabel: options.oursLabel, theirsLabel: options.theirsLabel, fromGit: options.path != nil)
        let result: MergeResult
        do {
            result = try DocumentMerge.merge(base: bytes[0], ours: bytes[1], theirs: bytes[2],
                                             paths: (base: options.base, ours: shown, theirs: options.theirs), strategy: options.strategy,
                                             labels: (ours: names.ours, base: "base", theirs: names.theirs))
        } catch {
            console.err(error.description)
            return 2
        }
        if let textual, !result.isClean {
            // Conflicts in an archive read best as git shows them, in the file's own layout.
            guard write(textual.bytes, options, console: console) else { return 2 }
        } else {
            guard write(result.bytes, options, console: console) else { return 2 }
        }
        for conflict in result.conflicts { console.err(conflict.description) }
        if options.verbose { for note in result.notes { console.err("\(shown): note: \(note)") } }
        if !result.isClean {
            for line in resolutionHelp(shown, conflicts: result.conflicts.count, names: names, inGit: options.path != nil) { console.err(line) }
            return 1
        }
        console.err("\(shown): merged by element\(options.strategy == .markers ? "" : ", disagreements settled as \(options.strategy == .ours ? names.ours : names.theirs)")")
        return 0
    }

    /// How to finish a merge left with markers, in the words of the sides' names.
    static func resolutionHelp(_ path: String, conflicts: Int, names: MergeSideNames, inGit: Bool) -> [String] {
        var lines = ["\(path): \(conflicts) conflict\(conflicts == 1 ? "" : "s") left with markers (<<<<<<< \(names.ours) … >>>>>>> \(names.theirs)).",
                     "  To resolve: each block holds one element (or one start tag) as \(names.ours), base and \(names.theirs) have it;",
                     "  keep the lines you want, delete the marker lines, then run 'ibkit check \(path)'\(inGit ? " and 'git add \(path)'" : "")."]
        if inGit {
            let program = ProgramLocation.running.name
            let driver = "\(program) merge %O %A %B --output %A --path %P --strategy"
            lines.append("  To take one side in every conflict and keep the rest merged: git -c merge.ibkit.driver='\(driver) ours' checkout -m -- '\(path)'")
            lines.append("  (ours: \(names.ours); 'theirs' instead: \(names.theirs)).")
        }
        return lines
    }

    /// Writes the result to the output file (atomically) or standard output.
    private static func write(_ bytes: [UInt8], _ options: Options, console: Console) -> Bool {
        guard let output = options.output else {
            // The document's own final line break, not one more.
            console.block(String(decoding: bytes, as: UTF8.self))
            return true
        }
        do {
            try AtomicFile.write(bytes, to: output)
            return true
        } catch {
            console.err("\(output):1:1: error: cannot write the merged document: \(error.localizedDescription)")
            return false
        }
    }
}
