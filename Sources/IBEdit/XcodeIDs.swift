/// Ids in the shape Xcode gives new objects (`abc-de-fgh`: ten characters from letters and
/// digits, dashes after the third and fifth), drawn from a seed so that the same seed gives the
/// same ids on every run.
public struct XcodeIDs: Sendable {
    private var state: UInt64

    /// A sequence of ids from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next id that is not among `taken`.
    public mutating func next(avoiding taken: Set<String>) -> String {
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
