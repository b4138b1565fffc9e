// MapKit's map view, as much as documents configure.
import UIKit

/// The type of map to display.
/// - SeeAlso: https://developer.apple.com/documentation/mapkit/mkmaptype
public enum MKMapType: UInt {
    /// A street map that shows the position of all roads and some road names.
    /// - SeeAlso: https://developer.apple.com/documentation/mapkit/mkmaptype/standard
    case standard = 0
    /// Satellite imagery of the area.
    /// - SeeAlso: https://developer.apple.com/documentation/mapkit/mkmaptype/satellite
    case satellite = 1
    /// A satellite image of the area with road and road name information layered on top.
    /// - SeeAlso: https://developer.apple.com/documentation/mapkit/mkmaptype/hybrid
    case hybrid = 2
    /// A satellite image of the area with flyover data where available.
    /// - SeeAlso: https://developer.apple.com/documentation/mapkit/mkmaptype/satelliteflyover
    case satelliteFlyover = 3
    /// A hybrid satellite image with flyover data where available.
    /// - SeeAlso: https://developer.apple.com/documentation/mapkit/mkmaptype/hybridflyover
    case hybridFlyover = 4
    /// A street map where your data is emphasized over the underlying map details.
    /// - SeeAlso: https://developer.apple.com/documentation/mapkit/mkmaptype/mutedstandard
    case mutedStandard = 5
}

/// The methods a map view's delegate implements (no requirements here).
/// - SeeAlso: https://developer.apple.com/documentation/mapkit/mkmapviewdelegate
public protocol MKMapViewDelegate: AnyObject {}

/// An embeddable map interface, similar to the one that the Maps app provides.
/// - SeeAlso: https://developer.apple.com/documentation/mapkit/mkmapview
open class MKMapView: UIView {
    /// The receiver's delegate.
    /// - SeeAlso: https://developer.apple.com/documentation/mapkit/mkmapview/delegate
    open weak var delegate: MKMapViewDelegate? { didSet { _ibkitRecord("delegate", delegate.map { _ in "set" }) } }
    /// The type of data that the map view displays.
    /// - SeeAlso: https://developer.apple.com/documentation/mapkit/mkmapview/maptype
    open var mapType: MKMapType = .standard { didSet { _ibkitRecord("mapType", mapType) } }
    /// A Boolean value that determines whether the user can use pinch gestures to zoom in and out of the map.
    /// - SeeAlso: https://developer.apple.com/documentation/mapkit/mkmapview/iszoomenabled
    open var isZoomEnabled: Bool = true { didSet { _ibkitRecord("isZoomEnabled", isZoomEnabled) } }
    /// A Boolean value that determines whether the user can scroll the map.
    /// - SeeAlso: https://developer.apple.com/documentation/mapkit/mkmapview/isscrollenabled
    open var isScrollEnabled: Bool = true { didSet { _ibkitRecord("isScrollEnabled", isScrollEnabled) } }
    /// A Boolean value that indicates whether the map uses the camera's pitch angle.
    /// - SeeAlso: https://developer.apple.com/documentation/mapkit/mkmapview/ispitchenabled
    open var isPitchEnabled: Bool = true { didSet { _ibkitRecord("isPitchEnabled", isPitchEnabled) } }
    /// A Boolean value that indicates whether the map uses the camera's heading information.
    /// - SeeAlso: https://developer.apple.com/documentation/mapkit/mkmapview/isrotateenabled
    open var isRotateEnabled: Bool = true { didSet { _ibkitRecord("isRotateEnabled", isRotateEnabled) } }
    /// A Boolean value that indicates whether the map tries to display the user's location.
    /// - SeeAlso: https://developer.apple.com/documentation/mapkit/mkmapview/showsuserlocation
    open var showsUserLocation: Bool = false { didSet { _ibkitRecord("showsUserLocation", showsUserLocation) } }
    /// A Boolean value that indicates whether the map displays extruded building information.
    /// - SeeAlso: https://developer.apple.com/documentation/mapkit/mkmapview/showsbuildings
    open var showsBuildings: Bool = true { didSet { _ibkitRecord("showsBuildings", showsBuildings) } }
    /// A Boolean value that indicates whether the map displays a compass control.
    /// - SeeAlso: https://developer.apple.com/documentation/mapkit/mkmapview/showscompass
    open var showsCompass: Bool = true { didSet { _ibkitRecord("showsCompass", showsCompass) } }
    /// A Boolean value that indicates whether the map shows scale information.
    /// - SeeAlso: https://developer.apple.com/documentation/mapkit/mkmapview/showsscale
    open var showsScale: Bool = false { didSet { _ibkitRecord("showsScale", showsScale) } }
    /// A Boolean value that indicates whether the map displays traffic information.
    /// - SeeAlso: https://developer.apple.com/documentation/mapkit/mkmapview/showstraffic
    open var showsTraffic: Bool = false { didSet { _ibkitRecord("showsTraffic", showsTraffic) } }
}
