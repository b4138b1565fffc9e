import UIKit

/// A view whose gradient is set in Interface Builder through its inspectables.
@IBDesignable
final class GradientView: UIView {
    @IBInspectable var startColor: UIColor = .white
    @IBInspectable var endColor: UIColor = .black
}
