/// Ids in the shape Xcode gives new objects (`abc-de-fgh`: ten characters from letters and
/// digits, dashes after the third and fifth), the same sequence on every run so that a script
/// gives the same document each time.
struct NewIDs {
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The next id that is not among `taken`.
    mutating func next(avoiding taken: Set<String>) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        while true {
            var characters: [Character] = []
            for position in 0..<10 {
                if position == 3 || position == 6 { characters.append("-"); continue }
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                characters.append(alphabet[Int((state >> 33) % UInt64(alphabet.count))])
            }
            let candidate = String(characters)
            if !taken.contains(candidate) { return candidate }
        }
    }
}
