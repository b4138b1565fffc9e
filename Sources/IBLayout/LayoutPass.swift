import Cassowary
import IBDocument
import IBXML

/// One solve of a root view's system: its preferences and its required rules (a refused one is a
/// conflict), then tie-breakers that keep what nothing decides where the document drew it.
final class LayoutPass {
    let system: LayoutSystem
    let solver = Solver()
    /// The safe-area insets the system was built with, by view.
    private(set) var usedInsets: [XMLNodeID: EdgeInsets] = [:]
    /// The solution's frames in root coordinates, by view.
    private(set) var frames: [XMLNodeID: Rect] = [:]
    private(set) var result: RootLayout
    private var stays: [(variable: Variable, value: Double)] = []
    /// The required rules the solver took, and those it refused (each a conflict).
    private var accepted: [LayoutRule] = []
    private var broken: [LayoutRule] = []
    /// Whether the constraints asked a view sized by its text for a negative size, held at zero:
    /// the root over-fills by what its text asks for.
    private(set) var squeezesTextToNothing = false

    /// Solves the root's system; with `diagnoses` also finds the ambiguous views and each
    /// conflict's minimal set (a pass that only measures frames skips both).
    init(root: View, environment: LayoutEnvironment, frames given: [XMLNodeID: Rect], textPadding: Double = 0, estimatePadding: Double = 0,
         diagnoses: Bool = true) {
        let recorder = InsetRecorder(environment: environment, frames: given)
        system = LayoutSystem(root: root, environment: environment, frames: given, insets: recorder.insets(for:), textPadding: textPadding,
                              estimatePadding: estimatePadding)
        result = RootLayout(root: root.object, environment: environment, views: [], ambiguities: [], conflicts: [])
        usedInsets = recorder.used

        // Preferences on unknowns no required rule names come first: most (intrinsic sizes) name
        // one unknown, which then enters the basis while no other row uses it; added after the
        // required chains, each would be substituted into every row below them. A preference on an
        // unknown a required rule also names comes after the required rules: first, it would leave
        // that rule's row with no unknown of its own to solve for, and each such row costs a phase
        // of the simplex (four times as long on a Mac preferences pane of 220 views). Which required
        // rules are refused does not depend on the order.
        var required = Set<ObjectIdentifier>()
        for rule in system.rules where rule.isRequired && rule.constraint.relation == .equal {
            for term in rule.constraint.expression.terms { required.insert(ObjectIdentifier(term.variable)) }
        }
        let free = { (rule: LayoutRule) in !rule.constraint.expression.terms.contains { required.contains(ObjectIdentifier($0.variable)) } }
        for rule in system.rules where !rule.isRequired && free(rule) { try? solver.add(rule.constraint) }
        // The rules stay for the pass's life, so they are added permanently: a chain of required
        // equalities then leaves short rows (removable, 1,000 views in a chain took 6 s).
        for rule in system.rules where rule.isRequired {
            do { try solver.add(rule.constraint, permanently: true); accepted.append(rule) } catch { broken.append(rule) }
        }
        for rule in system.rules where !rule.isRequired && !free(rule) { try? solver.add(rule.constraint) }
        // A variable the constraints decide needs no tie-breaker (in a well-made layout most are).
        let targets = system.items.compactMap { item in stayTarget(item, given).map { (item, $0) } }
        let variables = targets.flatMap { $0.0.variables }
        let values = targets.flatMap { [$0.1.x, $0.1.y, $0.1.width, $0.1.height] }
        for ((variable, value), isDecided) in zip(zip(variables, values), solver.determined(variables)) where !isDecided {
            guard (try? solver.addEditVariable(variable, strength: .tieBreaker)) != nil else { continue }
            try? solver.suggest(value, for: variable)
            stays.append((variable, value))
        }
        keepSizesNonNegative()
        // UIKit puts edges on the pixel grid (in the root's coordinates, which start on it).
        let scale = system.platform == .macOS ? 1 : environment.scale
        // Adding zero turns the negative zero a rounding error leaves (-1e-13 rounded) into zero,
        // which the solver's order of work would otherwise decide.
        func pixel(_ value: Double) -> Double { (value * scale).rounded() / scale + 0 }
        // AppKit rounds its y-up coordinates half up, which is half down in these y-down ones.
        let yUp = system.platform == .macOS
        func pixelY(_ value: Double) -> Double { yUp ? (value * scale - 0.5).rounded(.up) / scale + 0 : pixel(value) }
        for item in system.items where item.kind == .view {
            guard let node = item.object?.node else { continue }
            let x = solver.value(of: item.x), y = solver.value(of: item.y)
            let maxX = x + solver.value(of: item.width), maxY = y + solver.value(of: item.height)
            frames[node] = Rect(x: pixel(x), y: pixelY(y), width: pixel(maxX) - pixel(x), height: pixelY(maxY) - pixelY(y))
        }
        result.views = viewLayouts()
        if let node = system.root.object?.node, let frame = frames[node] { result.rootSize = Size(width: frame.width, height: frame.height) }
        result.conflicts = broken.map { LayoutConflict(broken: $0, set: [$0]) }
        if diagnoses { diagnose() }
    }

    /// Finds the ambiguous views and, for each conflict `minimizing` accepts, a minimal set of
    /// rules that cannot hold together (the others keep only the rule refused): the deletion
    /// filter solves the system again per member, so a caller that already knows a conflict
    /// need not pay for it twice. Past `ConflictSet.budget`, conflicts keep only the rule refused.
    func diagnose(minimizing: (LayoutRule) -> Bool = { _ in true }) {
        result.ambiguities = ambiguities()
        var budget = ConflictSet.budget
        result.conflicts = broken.map { rule in
            let set = minimizing(rule) ? ConflictSet.minimal(broken: rule, accepted: accepted, budget: &budget) : nil
            return LayoutConflict(broken: rule, set: set ?? [rule])
        }
    }

    /// Whether the solution gives a wrapping label another width than it was measured at.
    var wrappedAtOtherWidths: Bool {
        system.wrapWidths.contains { node, width in frames[node].map { abs($0.width - width) > 0.25 } ?? false }
    }

    /// Whether some view's natural size is an estimate (`IntrinsicContentSize.isEstimate`).
    var hasEstimates: Bool { system.standsInForLengths || system.intrinsicSizes.values.contains { $0.isEstimate } }

    /// The insets a view's safe area would have with the solution's frames.
    func insets(for node: XMLNodeID) -> EdgeInsets {
        frames[node].map { InsetRecorder.insets(of: $0, in: system.environment) } ?? .zero
    }

    /// Where a tie-breaker keeps an item: a view at its frame; a scroll view's content at its size.
    private func stayTarget(_ item: LayoutItem, _ given: [XMLNodeID: Rect]) -> Rect? {
        switch item.kind {
        case .view: return item.object.flatMap { given[$0.node] } ?? item.stored
        case .scrollContent: return item.owner?.stored
        default: return nil
        }
    }

    private func viewLayouts() -> [ViewLayout] {
        let origin = system.root.object.flatMap { frames[$0.node] } ?? Rect(x: 0, y: 0, width: 0, height: 0)
        return system.items.dropFirst().compactMap { item -> ViewLayout? in
            guard item.kind == .view, let object = item.object, let view = object.asView, let superview = item.owner,
                  let frame = frames[object.node], let container = superview.object.flatMap({ frames[$0.node] }) else { return nil }
            let outset = item.alignmentInsets, around = superview.alignmentInsets
            // A table's rows are stored from the top of its clip view's scrolled bounds, above which its header stands.
            var relative = Rect(x: frame.x - outset.left - (container.x - around.left),
                                y: frame.y - outset.top - (container.y - around.top) - superview.subviewOffset,
                                width: frame.width + outset.left + outset.right, height: frame.height + outset.top + outset.bottom)
            if system.platform == .macOS, !(superview.object.map(AppKitFlipping.isFlipped) ?? false) {
                relative.y = container.height + around.top + around.bottom - relative.y - relative.height
            }
            let inRoot = Rect(x: frame.x - outset.left - origin.x, y: frame.y - outset.top - origin.y,
                              width: frame.width + outset.left + outset.right, height: frame.height + outset.top + outset.bottom)
            return ViewLayout(object: object, frame: relative, stored: view.frame, usesAutoLayout: view.isPlacedByAutoLayout,
                              dependsOnText: false, isHidden: view.isHidden, frameInRoot: inRoot, alignmentInsets: outset)
        }
    }

    /// Views whose unknowns move when every tie-breaker asks for something else: nothing else
    /// decides them. Views no constraint names are left out (UIKit leaves them where they are).
    private func ambiguities() -> [Ambiguity] {
        var named = Set<ObjectIdentifier>()
        for rule in system.rules {
            if case .guide = rule.origin { continue }
            for term in rule.constraint.expression.terms { named.insert(ObjectIdentifier(term.variable)) }
        }
        var moved = unknownsTieBreakersMove()
        // Text sizes are estimates: a chain they over- or under-fill by a few points leaves slack
        // that text views of equal priority could take in any share, where Xcode, measuring the
        // text exactly, has none. Held at their sizes, such views show what else is undecided.
        let held = textSizesTakingSlack()
        if !moved.isEmpty && !held.isEmpty {
            let added = held.filter { (try? solver.add($0)) != nil }
            moved = unknownsTieBreakersMove()
            for constraint in added { try? solver.remove(constraint) }
        }
        return system.items.dropFirst().compactMap { item -> Ambiguity? in
            guard item.kind == .view, let object = item.object, item.variables.contains(where: { named.contains(ObjectIdentifier($0)) }),
                  !StackViewArrangement.isDetached(item), !system.isHiddenByGrid(item) else { return nil }
            let dimensions = zip(["x", "y", "width", "height"], item.variables).filter { moved.contains(ObjectIdentifier($0.1)) }.map(\.0)
            return dimensions.isEmpty ? nil : Ambiguity(object: object, dimensions: dimensions)
        }
    }
}

extension LayoutPass {
    /// Holds at zero every view size the solution made negative, until none is: Auto Layout's
    /// engine never gives a view a negative width or height. Where constraints squeeze a column
    /// below its content, the first view to give stops at 0 and the next one gives the rest, even
    /// against a compression resistance of 1000 (GoMap's cache cells: a headline stored 0 tall, the
    /// detail label below it 4 and 8 of its 18; Vienna's relaunch notice stored 0 tall). A size no
    /// constraint pushes below zero costs nothing: only the views found negative get the rule.
    private func keepSizesNonNegative() {
        var held = Set<ObjectIdentifier>()
        // Each round can push another size below zero; a size is held once, so rounds are bounded.
        while true {
            let negative = system.items.filter { $0.kind == .view }.flatMap { item in [item.width, item.height].map { (item, $0) } }
                .filter { solver.value(of: $0.1) < -0.001 && !held.contains(ObjectIdentifier($0.1)) }
            guard !negative.isEmpty else { return }
            for (item, variable) in negative {
                if let node = item.object?.node, system.intrinsicSizes[node]?.dependsOnText == true { squeezesTextToNothing = true }
                held.insert(ObjectIdentifier(variable))
                // Refused only where required rules themselves ask for a negative size: it stays so.
                try? solver.add(Cassowary.Constraint(Expression(variable), .greaterOrEqual, name: "size ≥ 0"), permanently: true)
            }
        }
    }

    /// The view unknowns that move when every tie-breaker asks for something else. Every view's
    /// unknowns are watched, not only those with a tie-breaker: one may hang on another's.
    private func unknownsTieBreakersMove() -> Set<ObjectIdentifier> {
        let watched = system.items.filter { $0.kind == .view }.flatMap(\.variables)
        let before = watched.map { solver.value(of: $0) }
        for (index, stay) in stays.enumerated() { try? solver.suggest(stay.value + 17 + Double(index % 7), for: stay.variable) }
        var moved = Set<ObjectIdentifier>()
        for (index, variable) in watched.enumerated() where abs(solver.value(of: variable) - before[index]) > 0.01 {
            moved.insert(ObjectIdentifier(variable))
        }
        for stay in stays { try? solver.suggest(stay.value, for: stay.variable) }
        return moved
    }

    /// Constraints holding each text-sized view at its solved width or height where that is a little
    /// off its estimated natural size (within 4 points and 5%): the slack an estimate leaves.
    private func textSizesTakingSlack() -> [Cassowary.Constraint] {
        var held: [Cassowary.Constraint] = []
        for item in system.items where item.kind == .view {
            guard let node = item.object?.node, let natural = system.intrinsicSizes[node], natural.dependsOnText else { continue }
            for (variable, size) in [(item.width, natural.width), (item.height, natural.height)] {
                guard let size else { continue }
                let solved = solver.value(of: variable), off = abs(solved - size)
                if off > 0.01 && off <= 4 + 0.05 * size {
                    held.append(Cassowary.Constraint(Expression(variable) - Expression(constant: solved), .equal, name: "text slack"))
                }
            }
        }
        return held
    }
}

/// Computes non-root views' safe-area insets from a set of frames, and remembers the ones asked for.
final class InsetRecorder {
    let environment: LayoutEnvironment
    let frames: [XMLNodeID: Rect]
    private(set) var used: [XMLNodeID: EdgeInsets] = [:]

    init(environment: LayoutEnvironment, frames: [XMLNodeID: Rect]) {
        self.environment = environment
        self.frames = frames
    }

    func insets(for item: LayoutItem) -> EdgeInsets {
        guard let node = item.object?.node, let frame = frames[node] ?? item.stored else { return .zero }
        let insets = Self.insets(of: frame, in: environment)
        used[node] = insets
        return insets
    }

    /// How far the root's safe area is inside a frame (root coordinates), edge by edge.
    static func insets(of frame: Rect, in environment: LayoutEnvironment) -> EdgeInsets {
        let safe = environment.safeArea, root = environment.rootFrame
        guard safe != .zero else { return .zero }
        return EdgeInsets(top: min(frame.height, max(0, safe.top - frame.y)),
                          left: min(frame.width, max(0, safe.left - frame.x)),
                          bottom: min(frame.height, max(0, frame.y + frame.height - (root.height - safe.bottom))),
                          right: min(frame.width, max(0, frame.x + frame.width - (root.width - safe.right))))
    }
}
