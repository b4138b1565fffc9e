/// Frames, autoresizing masks, colours and numbers as the modern document writes them.
extension ArchiveConverter {
    /// The numbers in a geometry string (`{{20, 44}, {280, 21}}`).
    static func numbers(in text: String?) -> [Double] {
        guard let text else { return [] }
        var result: [Double] = [], current = ""
        for character in text + " " {
            if character.isNumber || character == "." || character == "-" || character == "e" || character == "E" || (character == "+" && current.last == "e") {
                current.append(character)
            } else if !current.isEmpty {
                if let value = Double(current), value.isFinite { result.append(value) }
                current = ""
            }
        }
        return result
    }

    /// A number as Interface Builder writes it: `0.0`, whole numbers without a fraction.
    static func format(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "0.0" }
        if value == value.rounded(), abs(value) < 1e15 { return value == 0 ? "0.0" : String(Int(value)) }
        return String(value)
    }

    /// A view's `<rect key="frame">`: `NSFrame`, or `NSFrameSize` at the origin; a root's at the
    /// origin (Xcode stores top-level, controller and window content views there).
    func frame(_ object: ArchiveObject, isRoot: Bool) -> ModernElement {
        var x = 0.0, y = 0.0, width = 0.0, height = 0.0
        let full = Self.numbers(in: object.string("NSFrame"))
        if full.count >= 4 {
            (x, y, width, height) = (full[0], full[1], full[2], full[3])
        } else {
            let size = Self.numbers(in: object.string("NSFrameSize"))
            if size.count >= 2 { (width, height) = (size[0], size[1]) }
        }
        if isRoot { (x, y) = (0, 0) }
        // A controller's bar is archived with no size: the canvas draws it full width.
        if isTouch, ["IBUINavigationBar", "IBUITabBar", "IBUIToolbar"].contains(object.className), width == 0, height == 0 {
            width = type.contains("iPad") ? 768 : 320
            height = object.className == "IBUITabBar" ? 49 : 44
        }
        return ModernElement("rect", [("key", "frame"), ("x", Self.format(x)), ("y", Self.format(y)), ("width", Self.format(width)), ("height", Self.format(height))])
    }

    /// The low six bits of `NSvFlags`, the same on both platforms.
    func autoresizingMask(_ object: ArchiveObject) -> ModernElement {
        let flags = object.flags("NSvFlags")
        let names = [(1, "flexibleMinX"), (2, "widthSizable"), (4, "flexibleMaxX"), (8, "flexibleMinY"), (16, "heightSizable"), (32, "flexibleMaxY")]
        return ModernElement("autoresizingMask", [("key", "autoresizingMask")] + names.map { bit, name in (name, flags & UInt32(bit) != 0 ? "YES" : nil) })
    }

    /// What every view's element says of it: hidden (`NSvFlags` bit 31), and UIKit's opacity,
    /// clipping, interaction, alpha and content mode.
    func viewAttributes(_ object: ArchiveObject) -> [(String, String?)] {
        let flags = object.flags("NSvFlags")
        var attributes: [(String, String?)] = [("hidden", flags & 0x8000_0000 != 0 ? "YES" : nil)]
        if !isTouch, flags & 0x100 == 0 { attributes.append(("autoresizesSubviews", "NO")) }
        if isTouch {
            let modes = ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left", "right",
                         "topLeft", "topRight", "bottomLeft", "bottomRight"]
            let mode = object.int("IBUIContentMode") ?? 0
            attributes += [("opaque", object.bool("IBUIOpaque") == false ? "NO" : nil), ("clipsSubviews", object.bool("IBUIClipsSubviews") == true ? "YES" : nil),
                           ("userInteractionEnabled", object.bool("IBUIUserInteractionEnabled") == false ? "NO" : nil),
                           ("alpha", object.double("IBUIAlpha").map { Self.format($0) }),
                           ("contentMode", modes.indices.contains(mode) ? modes[mode] : "scaleToFill")]
        }
        return attributes
    }

    /// An `NSColor` as a `<color key=…>`: a UIKit system colour by its key path, a catalog
    /// colour by name, else its components (RGB, white or CMYK, written as ASCII numbers).
    func color(_ key: String, _ color: ArchiveObject?) -> ModernElement? {
        guard let color, color.className == "NSColor" else { return nil }
        if let path = color.string("IBUIColorCocoaTouchKeyPath") { return ModernElement("color", [("key", key), ("cocoaTouchSystemColor", path)]) }
        let space = color.int("NSColorSpace") ?? 0
        func components(_ key: String) -> [Double]? {
            guard let bytes = color.data(key) else { return nil }
            let text = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            let values = text.split(separator: " ").compactMap { Double($0) }.filter(\.isFinite)
            return values.isEmpty ? nil : values
        }
        switch space {
        case 6:
            return ModernElement("color", [("key", key), ("name", color.string("NSColorName")), ("catalog", color.string("NSCatalogName")), ("colorSpace", "catalog")])
        case 1, 2:
            if let rgb = components("NSRGB"), rgb.count >= 3 {
                return ModernElement("color", [("key", key), ("red", Self.format(rgb[0])), ("green", Self.format(rgb[1])), ("blue", Self.format(rgb[2])),
                                               ("alpha", Self.format(rgb.count > 3 ? rgb[3] : 1)), ("colorSpace", space == 1 ? "calibratedRGB" : "deviceRGB")])
            }
        case 3, 4:
            if let white = components("NSWhite") {
                return ModernElement("color", [("key", key), ("white", Self.format(white[0])), ("alpha", Self.format(white.count > 1 ? white[1] : 1)),
                                               ("colorSpace", space == 3 ? "calibratedWhite" : "deviceWhite")])
            }
        case 5:
            if let cmyk = components("NSCMYK"), cmyk.count >= 4 {
                return ModernElement("color", [("key", key), ("cyan", Self.format(cmyk[0])), ("magenta", Self.format(cmyk[1])), ("yellow", Self.format(cmyk[2])),
                                               ("black", Self.format(cmyk[3])), ("alpha", Self.format(cmyk.count > 4 ? cmyk[4] : 1)), ("colorSpace", "deviceCMYK")])
            }
        default: break
        }
        // A pattern or catalog colour carries a plain one to fall back on.
        if let fallback = color.object("NSColor"), fallback !== color { return self.color(key, fallback) }
        return nil
    }
}
