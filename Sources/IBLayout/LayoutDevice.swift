import IBDocument

/// A device Interface Builder designs on (`<device id="retina6_1">`): its screen in points, pixel
/// scale, and the safe-area insets the screen's corners, sensor housing and home indicator take.
public struct LayoutDevice: Hashable, Sendable, Codable {
    /// The family, which decides size classes and default margins.
    public enum Idiom: String, Hashable, Sendable, Codable {
        case phone, pad, tv, mac, watch
        /// Xcode 6 and 7's square canvas for any size class (documents that name no device).
        case anySize
    }
    /// Portrait or landscape.
    public enum Orientation: String, Hashable, Sendable, Codable, CaseIterable { case portrait, landscape }

    /// Interface Builder's id (`retina4_7`).
    public let id: String
    /// A name people know (`iPhone 8`).
    public let name: String
    /// The family.
    public let idiom: Idiom
    /// The portrait screen width in points.
    public let width: Double
    /// The portrait screen height in points.
    public let height: Double
    /// Pixels per point.
    public let scale: Double
    /// The portrait top inset of a screen with a sensor housing; 0 where the status bar alone insets.
    public let housing: Double
    /// The home indicator's portrait bottom inset; 0 on devices with a home button.
    public let homeIndicator: Double

    /// The screen size in an orientation.
    public func screen(_ orientation: Orientation) -> Size {
        orientation == .portrait ? Size(width: width, height: height) : Size(width: height, height: width)
    }

    /// The status bar's height; iPhones hide it in landscape.
    public func statusBar(_ orientation: Orientation) -> Double {
        switch idiom {
        case .phone: return orientation == .landscape ? 0 : (housing > 0 ? housing : 20)
        case .pad, .anySize: return housing > 0 ? housing : 20
        case .tv, .mac, .watch: return 0
        }
    }

    /// The screen's safe-area insets with the status bar shown (as Interface Builder simulates it).
    public func safeArea(_ orientation: Orientation) -> EdgeInsets {
        switch (idiom, orientation) {
        case (.tv, _): return EdgeInsets(top: 60, left: 80, bottom: 60, right: 80)
        case (.phone, .landscape) where housing > 0:
            return EdgeInsets(top: 0, left: housing, bottom: 21, right: housing)
        default:
            return EdgeInsets(top: statusBar(orientation), left: 0, bottom: homeIndicator, right: 0)
        }
    }

    /// The horizontal system minimum layout margin of a view controller's root view: 20 points on a
    /// view wider than 400 (the screen's width unless the view is narrower, as a child in a
    /// container on an iPad is), 16 on a narrower one. tvOS took its 90 points with its safe area
    /// (tvOS 11, Xcode 9, tools 13000): before, a controller's view kept 20 at the sides, as on iOS
    /// (Flipboard's tvOS demo and Apple's AVAudioEngine 3D sample, Xcode 7: views pinned to the
    /// margins stand 20 points in). `toolsBuild` is the build of the Xcode that saved the document.
    public func systemMargin(_ orientation: Orientation, viewWidth: Double? = nil, toolsBuild: Int) -> Double {
        switch idiom {
        case .phone, .pad, .anySize: return min(viewWidth ?? .infinity, screen(orientation).width) > 400 ? 20 : 16
        case .tv: return toolsBuild < 13000 ? 20 : 90
        case .mac, .watch: return 0
        }
    }

    /// The size classes (`widthClass`, `heightClass`) Interface Builder matches variations against.
    public func sizeClasses(_ orientation: Orientation) -> [String: String] {
        switch idiom {
        case .phone:
            if orientation == .portrait { return ["widthClass": "compact", "heightClass": "regular"] }
            return ["widthClass": width >= 414 ? "regular" : "compact", "heightClass": "compact"]
        case .pad, .tv, .mac: return ["widthClass": "regular", "heightClass": "regular"]
        case .watch: return ["widthClass": "compact", "heightClass": "compact"]
        // Any width and any height: only the document's base values apply.
        case .anySize: return [:]
        }
    }

    /// The device as an Xcode of `toolsVersion` simulates it: up to Xcode 13.2 (tools 19455) the
    /// 6.1-inch iPhone 11 had a 44-point safe area; from Xcode 14.1 (21507) it has 48, as the
    /// device has. Full-screen views pinned to the safe area's top show each step: 44 in documents
    /// of tools 14490 to 19455 (pocket-casts-ios's NewEmailViewController.xib and woocommerce-ios's
    /// CouponListViewController.xib at 19455), 48 from 21507 (nextcloud/ios's NCShareAccounts,
    /// VLC's first-steps screen at 21701, KIF's test host at 23504, GoMap's settings at 24506).
    /// No document between the two is known; Xcode 14 (21000) is taken as the step.
    public func simulated(byTools toolsVersion: Int) -> LayoutDevice {
        guard id == "retina6_1", toolsVersion > 0, toolsVersion < 21000 else { return self }
        return LayoutDevice(id: id, name: name, idiom: idiom, width: width, height: height, scale: scale, housing: 44, homeIndicator: homeIndicator)
    }

    /// The 600-point square Xcode 6 and 7 design on when size classes are on and no device is named.
    public static let anySizeCanvas = LayoutDevice(id: "anySize", name: "Any width, any height (Xcode 6 and 7)", idiom: .anySize,
                                                   width: 600, height: 600, scale: 2, housing: 0, homeIndicator: 0)

    /// The device with Interface Builder's id.
    public static func named(_ id: String) -> LayoutDevice? { all.first { $0.id == id } }

    /// The devices Interface Builder offers, oldest first.
    public static let all: [LayoutDevice] = [
        phone("retina3_5", "iPhone 4s", 320, 480, 2),
        phone("retina4_0", "iPhone SE (1st generation)", 320, 568, 2),
        phone("retina4_7", "iPhone SE (2nd generation), iPhone 8", 375, 667, 2),
        phone("retina5_5", "iPhone 8 Plus", 414, 736, 3),
        phone("retina5_9", "iPhone 11 Pro, iPhone X", 375, 812, 3, housing: 44),
        phone("retina6_5", "iPhone 11 Pro Max", 414, 896, 3, housing: 44),
        phone("retina6_1", "iPhone 11", 414, 896, 2, housing: 48),
        phone("retina5_4", "iPhone 13 mini", 375, 812, 3, housing: 50),
        phone("retina6_0", "iPhone 13", 390, 844, 3, housing: 47),
        phone("retina6_7", "iPhone 13 Pro Max", 428, 926, 3, housing: 47),
        phone("retina6_12", "iPhone 15", 393, 852, 3, housing: 59),
        phone("retina6_72", "iPhone 15 Plus", 430, 932, 3, housing: 59),
        phone("retina6_3", "iPhone 16 Pro", 402, 874, 3, housing: 62),
        phone("retina6_9", "iPhone 16 Pro Max", 440, 956, 3, housing: 62),
        pad("ipad9_7", "iPad (9.7-inch)", 768, 1024),
        pad("ipad10_2", "iPad (10.2-inch)", 810, 1080),
        pad("ipad10_5", "iPad Pro (10.5-inch)", 834, 1112),
        pad("ipad10_9rounded", "iPad Air (10.9-inch)", 820, 1180, housing: 24),
        pad("ipad11", "iPad Pro (11-inch)", 834, 1194, housing: 24),
        pad("ipad12_9", "iPad Pro (12.9-inch)", 1024, 1366),
        pad("ipad12_9rounded", "iPad Pro (12.9-inch, rounded)", 1024, 1366, housing: 24),
        LayoutDevice(id: "appleTV", name: "Apple TV", idiom: .tv, width: 1080, height: 1920, scale: 1, housing: 0, homeIndicator: 0),
    ]

    private static func phone(_ id: String, _ name: String, _ width: Double, _ height: Double, _ scale: Double, housing: Double = 0) -> LayoutDevice {
        LayoutDevice(id: id, name: name, idiom: .phone, width: width, height: height, scale: scale, housing: housing,
                     homeIndicator: housing > 0 ? 34 : 0)
    }

    private static func pad(_ id: String, _ name: String, _ width: Double, _ height: Double, housing: Double = 0) -> LayoutDevice {
        LayoutDevice(id: id, name: name, idiom: .pad, width: width, height: height, scale: 2, housing: housing,
                     homeIndicator: housing > 0 ? 20 : 0)
    }
}

/// Insets from a rectangle's four edges.
public struct EdgeInsets: Hashable, Sendable, Codable {
    /// From the top edge.
    public var top: Double
    /// From the left edge.
    public var left: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the right edge.
    public var right: Double

    /// Insets from each edge.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Each edge added.
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    /// Whether every edge is within `tolerance` of the other's.
    public func isClose(to other: EdgeInsets, tolerance: Double = 0.01) -> Bool {
        abs(top - other.top) <= tolerance && abs(left - other.left) <= tolerance
            && abs(bottom - other.bottom) <= tolerance && abs(right - other.right) <= tolerance
    }
}
