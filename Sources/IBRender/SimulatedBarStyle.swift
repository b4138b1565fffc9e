import IBDocument

/// How the canvas colours the navigation bar it simulates over a controller: as the navigation
/// controller holding the controller styles its bar (a black bar style, a bar tint, a tint for the
/// items), else light (dark in the dark appearance).
struct SimulatedBarStyle {
    /// The bar's fill.
    var fill: String
    /// The title's colour, when the bar sets one (white on a black bar).
    var ink: String?
    /// The items' colour, when the bar sets one.
    var tint: String?

    /// The style of the bar over `controller`.
    init(over controller: IBObject?, colors: RenderColors) {
        fill = CanvasChrome.barFill(dark: colors.dark)
        guard let controller, let bar = NavigationStacks.of(controller.document).navigationBar(over: controller) else { return }
        let stored = bar.asView?.colors ?? []
        func css(_ key: String) -> String? { stored.first { $0.key == key }.flatMap { colors.css($0.color) } }
        if (bar.attribute("barStyle") ?? "").hasPrefix("black") {
            fill = "rgba(22,22,24,0.94)"
            ink = "rgba(255,255,255,1)"
        }
        fill = css("barTintColor") ?? fill
        tint = css("tintColor")
    }

    /// A bar's content drawn in this style.
    func apply(to content: inout BarContent) {
        if let ink { content.ink = ink }
        if let tint { content.tint = tint }
    }
}
