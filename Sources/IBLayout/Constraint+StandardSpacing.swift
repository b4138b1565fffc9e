import IBDocument

extension Constraint {
    /// Whether the constraint is the standard spacing to a controller's top or bottom layout
    /// guide (`symbolic="YES"`), which UIKit lays out 8 points from the guide whatever the
    /// document stores (see `runTimeConstant`).
    public var isStandardSpacingToLayoutGuide: Bool {
        isSymbolic && [firstItem, secondItem].contains { $0?.elementName == "viewControllerLayoutGuide" }
    }

    /// The constant the app runs with: the stored one, or ±8 for the standard spacing to a top or
    /// bottom layout guide (6 of the corpus's 7 such constraints store 8, and the seventh, an
    /// Xcode 6 document storing 20, has its view 8 points below the guide).
    public var runTimeConstant: Double {
        isStandardSpacingToLayoutGuide ? Self.standardSpacingToLayoutGuide(constant) : constant
    }

    /// The standard spacing to a layout guide in the direction a stored constant has.
    static func standardSpacingToLayoutGuide(_ stored: Double) -> Double { stored < 0 ? -8 : 8 }
}
