import Foundation
import IBTestSupport
import IBText
import Testing

/// The font reader against HarfBuzz (`hb-shape`, Debian's `libharfbuzz-bin`) on the open fonts
/// Debian ships (DejaVu, Liberation, Noto; `.ci/run` installs them): thousands of strings per
/// run, and every width equal to the font unit. Fails, never skips, when hb-shape or a font is
/// missing.
@Suite struct HarfBuzzOracleTests {
    /// The fonts, each a different mix of what is read: GPOS pair kerning by glyph and by class,
    /// the `kern` table, ligatures (DejaVu's and Noto's `ffi`), monospaced and italic faces, CFF
    /// outlines (Cantarell's `.otf`) and both faces of a collection (WenQuanYi's `.ttc`, `#1` the second).
    static let fonts = [
        "truetype/dejavu/DejaVuSans.ttf", "truetype/dejavu/DejaVuSans-Bold.ttf", "truetype/dejavu/DejaVuSerif.ttf",
        "truetype/dejavu/DejaVuSansMono.ttf", "truetype/dejavu/DejaVuSansCondensed-Oblique.ttf", "truetype/dejavu/DejaVuSerif-BoldItalic.ttf",
        "truetype/liberation/LiberationSans-Regular.ttf", "truetype/liberation/LiberationSans-Bold.ttf",
        "truetype/liberation/LiberationSerif-Italic.ttf", "truetype/liberation/LiberationMono-Regular.ttf",
        "truetype/liberation/LiberationSansNarrow-Regular.ttf",
        "truetype/noto/NotoSans-Regular.ttf", "truetype/noto/NotoSans-Bold.ttf", "truetype/noto/NotoSerif-Italic.ttf",
        "truetype/noto/NotoSerif-Regular.ttf", "truetype/noto/NotoSans-BoldItalic.ttf",
        "opentype/cantarell/Cantarell-Regular.otf", "opentype/cantarell/Cantarell-Bold.otf",
        "truetype/wqy/wqy-microhei.ttc", "truetype/wqy/wqy-microhei.ttc#1",
    ]

    static let stringsPerFont = 400

    @Test(arguments: fonts)
    func widthsEqualHarfBuzzs(font name: String) throws {
        let parts = name.split(separator: "#")
        let path = SystemFonts.path(String(parts[0])), face = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        let bytes = try #require(FileManager.default.contents(atPath: path),
                                 "\(path) is missing: install fonts-dejavu, fonts-liberation, fonts-noto-core, fonts-cantarell and fonts-wqy-microhei")
        let fonts = try OpenTypeFont.fonts(in: [UInt8](bytes))
        let font = try #require(face < fonts.count ? fonts[face] : nil)
        let strings = Self.strings(count: Self.stringsPerFont, seed: UInt64(name.utf8.count) &* 7919, covered: font.covers)
        let expected = try HarfBuzz.advances(of: strings, font: path, face: face)
        #expect(expected.count == strings.count)
        var mismatches: [String] = []
        for (string, width) in zip(strings, expected) where font.advance(of: string.unicodeScalars) != width {
            mismatches.append("\(string.debugDescription): ibkit \(font.advance(of: string.unicodeScalars)), hb-shape \(width)")
        }
        #expect(mismatches.isEmpty, "\(name): \(mismatches.count) of \(strings.count) differ, e.g. \(mismatches.prefix(5))")
        // The strings exercise what shaping adds: in a proportional font, kerning or ligatures
        // change many of them from the sum of their characters' advances.
        let shaped = zip(strings, expected).filter { string, width in
            string.unicodeScalars.map { font.advance(of: [$0]) }.reduce(0, +) != width
        }.count
        if !Self.unkerned.contains(name) { #expect(shaped >= strings.count / 10, "\(name): only \(shaped) strings kerned or joined") }
    }

    /// The fonts whose runs are their characters' advances: the monospaced ones, and Cantarell,
    /// whose GPOS positions marks only and whose `fi` is as wide as its letters.
    static let unkerned: Set<String> = ["truetype/dejavu/DejaVuSansMono.ttf", "truetype/liberation/LiberationMono-Regular.ttf",
                                        "truetype/wqy/wqy-microhei.ttc#1", "opentype/cantarell/Cantarell-Regular.otf", "opentype/cantarell/Cantarell-Bold.otf"]

    /// Strings the font covers entirely: words of Latin letters (with Latin-1 and Latin
    /// Extended-A ones), Greek and Cyrillic words, digits and punctuation, and the pairs fonts
    /// kern and join most (`AV`, `To`, `ffi`), drawn from a fixed seed.
    static func strings(count: Int, seed: UInt64, covered: (Unicode.Scalar) -> Bool) -> [String] {
        var random = SplitMix(seed: seed)
        let latin = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,;:!?'\"-()/&@#%*+=_[]{}<>«»—–…’“”€£¥§©®°±×÷ÀÁÂÄÅÆÇÈÉÊËÌÍÎÏÑÒÓÔÖØÙÚÛÜÝßàáâãäåæçèéêëìíîïñòóôõöøùúûüýÿĀāĆćČčĎďĘęĚěĞğİıŁłŃńŇňŐőŒœŘřŚśŞşŠšŢţŤťŮůŰűŸŹźŻżŽž".unicodeScalars)
        let greek = Array("αβγδεζηθικλμνξοπρστυφχψωΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩάέήίόύώ".unicodeScalars)
        let cyrillic = Array("абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ".unicodeScalars)
        let pairs = ["AV", "AW", "AY", "AT", "To", "Ta", "Te", "Tr", "Yo", "Ya", "LT", "LY", "P.", "F,", "Vo", "We", "ffi", "ffl", "fi", "fl", "ff", "r.", "y,", "\"A", "'s"]
        var strings: [String] = []
        while strings.count < count {
            let alphabet = [latin, latin, latin, greek, cyrillic][random.next(5)].filter(covered)
            guard !alphabet.isEmpty else { continue }
            var words: [String] = []
            for _ in 0..<(1 + random.next(5)) {
                var word = ""
                if alphabet == latin.filter(covered), random.next(3) == 0 { word += pairs[random.next(pairs.count)] }
                for _ in 0..<(1 + random.next(9)) { word.unicodeScalars.append(alphabet[random.next(alphabet.count)]) }
                words.append(word)
            }
            let string = words.joined(separator: " ")
            if string.unicodeScalars.allSatisfy({ $0 == " " || covered($0) }) { strings.append(string) }
        }
        return strings
    }

    /// A small seeded generator: the same strings on every machine.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }
}
