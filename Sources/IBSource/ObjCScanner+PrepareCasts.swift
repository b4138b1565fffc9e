/// The children an Objective-C `prepareForSegue:sender:` configures: the classes it casts the
/// segue's destination to.
extension ObjCScanner {
    /// In `prepareForSegue:sender:`, a cast `(Child *)`, a test `isKindOfClass:[Child class]` or
    /// a typed variable given the destination (`Child *child = segue.destinationViewController;`,
    /// which Objective-C converts without a cast): a child the method configures.
    mutating func prepareCast(at index: Int, owner: Int) {
        let type: String
        if text(index) == "(", tokens.indices.contains(index + 1), tokens[index + 1].kind == .identifier, text(index + 2) == "*", text(index + 3) == ")" {
            type = text(index + 1)
        } else if text(index) != "(", text(index + 1) == ":", text(index + 2) == "[", text(index + 4) == "class" {
            type = text(index + 3)
        } else if text(index + 1) == "*", text(index + 3) == "=",
                  tokens[(index + 4)..<min(index + 10, tokens.count)].contains(where: { $0.text == "destinationViewController" || $0.text == "destinationController" }) {
            type = text(index)
        } else {
            return
        }
        file.prepareCasts[file.types[owner].name, default: []].insert(type)
    }
}
