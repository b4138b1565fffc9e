extension XMLTree {
    /// The element's attribute `name` read as a decimal number; nil when absent, not a number, or
    /// not finite within `Float`'s range (what Interface Builder writes), so that no reader's
    /// arithmetic meets an infinity, a NaN or an overflow.
    ///
    /// Interface Builder writes numbers as plain decimals ("20", "0.0", "-6", "20.5"). Those are
    /// read from the bytes without making a string: a value of at most 15 significant digits and
    /// 22 decimals is a whole number and a power of ten that doubles hold exactly, so one division
    /// rounds it correctly, as `Double(String)` would. Anything else (17-digit fractions,
    /// exponents, entities) goes through `Double(String)`.
    public func number(_ name: String, of node: XMLNodeID) -> Double? {
        guard let id = attributeID(name, of: node) else { return nil }
        if let range = literalValueRange(of: id), let value = Self.plainDecimal(bytes, range.lowerBound, range.upperBound) {
            return value
        }
        guard let value = Double(value(of: id)), Self.isDocumentNumber(value) else { return nil }
        return value
    }

    /// The largest magnitude Interface Builder writes: `Float`'s, its "unbounded" size.
    public static let largestDocumentNumber = Double(Float.greatestFiniteMagnitude)

    /// Whether a number is one Interface Builder could have written: finite, within
    /// ``largestDocumentNumber``.
    public static func isDocumentNumber(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= largestDocumentNumber
    }

    /// The bytes of an attribute's value when they are the value itself: parsed, not edited, and
    /// free of entities. Readers that can work on bytes use them instead of a decoded string.
    func literalValueRange(of id: XMLAttributeID) -> Range<Int>? {
        let record = attributes[Int(id.index)]
        guard attributeOverrides.isEmpty, !record.flags.contains(.hasEntities), record.valueStart >= 0 else { return nil }
        return Int(record.valueStart)..<Int(record.valueEnd)
    }

    /// Powers of ten that doubles hold exactly.
    private static let exactPowers: [Double] = (0...22).map { power in (0..<power).reduce(1.0) { value, _ in value * 10 } }

    /// `[-]digits[.digits]` with at most 15 significant digits, else nil.
    static func plainDecimal(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Double? {
        guard start < end else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Double? in
            var index = start
            let negative = buffer[index] == UInt8(ascii: "-")
            if negative { index += 1 }
            var mantissa: UInt64 = 0
            var digits = 0, decimals = 0
            var seenPoint = false, seenDigit = false
            while index < end {
                let byte = buffer[index]
                if byte == UInt8(ascii: ".") {
                    guard !seenPoint else { return nil }
                    seenPoint = true
                } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    seenDigit = true
                    // Leading zeros are not significant.
                    if mantissa != 0 || byte != UInt8(ascii: "0") { digits += 1 }
                    guard digits <= 15 else { return nil }
                    mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                    if seenPoint { decimals += 1 }
                } else {
                    return nil
                }
                index += 1
            }
            guard seenDigit, decimals < exactPowers.count else { return nil }
            let magnitude = Double(mantissa) / exactPowers[decimals]
            return negative ? -magnitude : magnitude
        }
    }
}
