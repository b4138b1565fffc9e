import Cassowary

extension LayoutSystem {
    /// The root's place and size: at its frame, or, at run time, held as its host holds it
    /// (`RootHost`); a cell's height follows what its content asks for.
    func addRootFrame(_ root: LayoutItem) {
        let frame = environment.rootFrame
        add(Expression(root.x) == Expression(constant: 0), .rootFrame)
        add(Expression(root.y) == Expression(constant: 0), .rootFrame)
        // At run time a window, and a host that sizes its view to fit, hold the size only at
        // priority 500: content that needs more grows them, within a window's minimum and maximum.
        let host = environment.atRunTime ? environment.rootHost : .fixed
        let held = host.givesWay ? Strength(RootHost.stayPutPriority) : .required
        add((Expression(root.width) == Expression(constant: frame.width)).with(strength: held), .rootFrame)
        if case .window(let minimum, let maximum) = host {
            if let minimum {
                add(Expression(root.width) >= Expression(constant: minimum.width), .rootFrame)
                add(Expression(root.height) >= Expression(constant: minimum.height), .rootFrame)
            }
            if let maximum, maximum.width >= frame.width, maximum.height >= frame.height {
                add(Expression(root.width) <= Expression(constant: maximum.width), .rootFrame)
                add(Expression(root.height) <= Expression(constant: maximum.height), .rootFrame)
            }
        }
        // A cell's content view takes the height its required constraints ask for (self-sizing rows
        // and items). On the canvas its height still beats a content priority of 1000, which UIKit
        // ranks below required (GoMap's cache cells keep their 52 points and squeeze a label that
        // resists compression at 1000); at run time the row is as tall as its content asks.
        let selfSizing = ["tableViewCell", "collectionViewCell", "collectionReusableView"].contains(root.object?.elementName ?? "")
            || root.object.map(Self.isCellContentView) == true
        let cellHeight = Strength(environment.atRunTime ? 999 : (Self.requiredContentSize + 1000) / 2)
        add((Expression(root.height) == Expression(constant: frame.height)).with(strength: selfSizing ? cellHeight : held), .rootFrame)
    }
}
