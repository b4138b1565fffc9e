// NSLayoutConstraint: the relationship between two user interface objects.

/// The relationship between two user interface objects that must be satisfied by the constraint-based layout system.
/// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint
open class NSLayoutConstraint: _IBKitObject {
    var _ibkitFirstItem: AnyObject?
    var _ibkitFirstAttribute: Attribute = .notAnAttribute
    var _ibkitRelation: Relation = .equal
    var _ibkitSecondItem: AnyObject?
    var _ibkitSecondAttribute: Attribute = .notAnAttribute
    var _ibkitMultiplier: CGFloat = 1
    var _ibkitActive = false
    var _ibkitSystemSpacingMultiplier: CGFloat?

    /// Creates an empty constraint.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint
    public override init() { super.init() }

    init(_ibkitFirst first: AnyObject?, _ firstAttribute: Attribute, _ relation: Relation, _ second: AnyObject?,
         _ secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat) {
        _ibkitFirstItem = first
        _ibkitFirstAttribute = firstAttribute
        _ibkitRelation = relation
        _ibkitSecondItem = second
        _ibkitSecondAttribute = secondAttribute
        _ibkitMultiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// Creates a constraint that defines the relationship between the specified attributes of the given views.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/init(item:attribute:relatedby:toitem:attribute:multiplier:constant:)
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                            attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let second: AnyObject? = _ibkitUnwrap(view2).map { $0 as AnyObject }
        self.init(_ibkitFirst: view1 as AnyObject, attr1, relation, second, attr2, multiplier: multiplier, constant: c)
    }

    /// Activates each constraint in the specified array.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/activate(_:)
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach { $0.isActive = true }
    }

    /// Deactivates each constraint in the specified array.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/deactivate(_:)
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach { $0.isActive = false }
    }

    /// The active state of the constraint.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/isactive
    open var isActive: Bool {
        get { _ibkitActive }
        set {
            guard newValue != _ibkitActive else { return }
            _ibkitActive = newValue
            if newValue {
                _IBKitRecording.activeConstraints.append(self)
            } else {
                _IBKitRecording.activeConstraints.removeAll { $0 === self }
            }
        }
    }

    /// The constant added to the multiplied second attribute participating in the constraint.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/constant
    open var constant: CGFloat = 0 { didSet { _ibkitRecord("constant", constant) } }
    /// The multiplier applied to the second attribute participating in the constraint.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/multiplier
    open var multiplier: CGFloat { _ibkitMultiplier }
    /// The priority of the constraint.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/priority
    open var priority: NSLayoutConstraint.Priority = .required { didSet { _ibkitRecord("priority", priority) } }
    /// The name that identifies the constraint.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/identifier
    open var identifier: String? { didSet { _ibkitRecord("identifier", identifier) } }
    /// A Boolean value that determines whether the constraint should be archived by its owning view.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/shouldbearchived
    open var shouldBeArchived: Bool = false { didSet { _ibkitRecord("shouldBeArchived", shouldBeArchived) } }

    /// The first object participating in the constraint.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/firstitem
    open var firstItem: AnyObject? { _ibkitFirstItem }
    /// The attribute of the first object participating in the constraint.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/firstattribute
    open var firstAttribute: Attribute { _ibkitFirstAttribute }
    /// The relation between the two attributes in the constraint.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/relation
    open var relation: Relation { _ibkitRelation }
    /// The second object participating in the constraint.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/seconditem
    open var secondItem: AnyObject? { _ibkitSecondItem }
    /// The attribute of the second object participating in the constraint.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/secondattribute
    open var secondAttribute: Attribute { _ibkitSecondAttribute }
    /// The first anchor that defines the constraint.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/firstanchor
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(_ibkitItem: _ibkitFirstItem, attribute: _ibkitFirstAttribute)
    }
    /// The second anchor that defines the constraint.
    /// - SeeAlso: https://developer.apple.com/documentation/appkit/nslayoutconstraint/secondanchor
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        _ibkitSecondAttribute == .notAnAttribute ? nil
            : NSLayoutAnchor<AnyObject>(_ibkitItem: _ibkitSecondItem, attribute: _ibkitSecondAttribute)
    }
}
