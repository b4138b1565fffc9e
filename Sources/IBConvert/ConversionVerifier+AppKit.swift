import IBDocument
import IBLayout

extension ConversionVerifier {
    /// `--verify` for a Cocoa document: the AppKit conversion compiled against the AppKit
    /// interface module, run, and compared with the document root by root.
    func verifyAppKit(document: Document, strings: ConvertOptions.StringStyle) -> ConversionVerification {
        let converted = AppKitConverter(document: document, options: ConvertOptions(selectors: .runtimeName, strings: strings)).convert()
        let roots = converted.files.map(\.root)
        guard !roots.isEmpty else { return ConversionVerification(compiled: true, roots: 0, differences: [], compilerErrors: []) }
        let stubs = appKitStubs
        do {
            let generated = Set(roots.filter(\.isGeneratedClass).map(\.className))
            var loaders: [String: String] = [:]
            for root in roots where root.kind == .controllerView && !root.isGeneratedClass && loaders[root.className] == nil {
                loaders[root.className] = root.method
            }
            let outcome = try VerificationRun.run(files: converted.files, stubs: stubs.source(for: document, generated: generated, loaders: loaders),
                                                  harness: AppKitHarness.source(for: roots), toolchain: toolchain, arguments: modules.appKitCompilerArguments)
            guard case .recorded(let recordings) = outcome else { return VerificationRun.failure(outcome, roots: roots.count)! }
            var differences: [String] = []
            let layoutRoots = LayoutEngine.roots(of: document)
            for (index, root) in roots.enumerated() {
                let label = "\(root.className) (\(root.objectID))"
                guard let recording = recordings[index] else {
                    differences.append("\(label): nothing recorded")
                    continue
                }
                let expected = expectation(for: root, in: document, stubs: stubs)
                differences += AppKitComparison.differences(recorded: recording, expected: expected).map { "\(label): \($0)" }
                differences += RecordedLayout.differences(document: document, roots: layoutRoots, paths: expected.paths, recording: recording).map { "\(label): \($0)" }
            }
            return ConversionVerification(compiled: true, roots: roots.count, differences: differences, compilerErrors: [])
        } catch {
            return ConversionVerification(compiled: false, roots: roots.count, differences: ["cannot run the verification: \(error)"], compilerErrors: [])
        }
    }

    /// What one root must build: the view it roots, or the top-level objects it reports by key.
    func expectation(for root: ConvertedRoot, in document: Document, stubs: VerificationStubs) -> AppKitExpectation {
        let first = document.object(withID: root.objectID)
        let others = root.extraObjectIDs.compactMap(document.object(withID:))
        switch root.kind {
        case .controllerView:
            return AppKitExpectation(rootView: first, tops: [], owner: first?.parent, stubs: stubs)
        case .viewContent:
            var expected = AppKitExpectation(rootView: first, tops: [], owner: nil, stubs: stubs)
            if root.isGeneratedClass { expected.root?.className = nil }
            return expected
        case .window:
            return AppKitExpectation(rootView: nil, tops: [first].compactMap { $0 }, owner: first?.parent, stubs: stubs)
        case .objects, .ownedView, .containerChildren:
            // A storyboard's objects are its application scene's; a nib's, File's Owner's.
            let owner = document.isStoryboard ? document.allObjects.first { $0.elementName == "application" }
                : document.topLevelObjects.first { $0.placeholder == .filesOwner }
            return AppKitExpectation(rootView: nil, tops: [first].compactMap { $0 } + others, owner: owner, stubs: stubs)
        }
    }
}
