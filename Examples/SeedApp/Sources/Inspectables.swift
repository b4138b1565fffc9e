import UIKit

/// Inspectables every view gets: what `cornerRadius` runtime attributes set.
extension UIView {
    @IBInspectable var cornerRadius: CGFloat {
        get { layer.cornerRadius }
        set { layer.cornerRadius = newValue }
    }
}

/// A UIColor face for the layer's CGColor border, which a Color runtime attribute cannot set directly.
extension CALayer {
    @IBInspectable var borderUIColor: UIColor? {
        get { borderColor.map(UIColor.init(cgColor:)) }
        set { borderColor = newValue?.cgColor }
    }
}
