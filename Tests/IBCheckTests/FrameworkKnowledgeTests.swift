import IBProject
import Testing

/// The shipped framework data: well formed, and complete where it says so.
@Suite struct FrameworkKnowledgeTests {
    let knowledge = FrameworkKnowledge.standard

    @Test func everySuperclassIsAClassOfTheData() {
        for type in knowledge.classes.values {
            if let superclass = type.superclass { #expect(knowledge.knows(superclass), "\(type.name)'s superclass \(superclass)") }
        }
    }

    @Test func aClassMarkedCompleteHasCompleteSuperclasses() {
        let marked = knowledge.classes.values.filter(\.hasAllKeys).map(\.name)
        #expect(Set(marked) == ["NSObject", "UIResponder", "NSResponder", "UIView", "NSView", "NSApplication"])
        for name in marked {
            var next = knowledge.classes[name]?.superclass
            while let superclass = next, let type = knowledge.classes[superclass] {
                #expect(type.hasAllKeys, "\(name) is marked complete, its superclass \(superclass) is not")
                next = type.superclass
            }
        }
    }

    @Test func theMarkIsReadAfterTheKeys() {
        let parsed = FrameworkKnowledge(text: "Base : | one:Int\nKnob : Base | turn:CGFloat label:String !complete\n")
        #expect(parsed.classes["Knob"]?.hasAllKeys == true)
        #expect(parsed.classes["Knob"]?.keys == ["turn": "CGFloat", "label": "String"])
        #expect(parsed.classes["Base"]?.hasAllKeys == false)
    }
}
