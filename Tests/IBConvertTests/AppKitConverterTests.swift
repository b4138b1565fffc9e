import IBConvert
import SwiftParser
import Testing

@Suite struct AppKitConverterTests {
    func preferences(_ options: ConvertOptions = ConvertOptions()) throws -> ConvertedFile {
        try #require(try AppKitFixtures.convert(AppKitFixtures.preferences, path: "/project/Base.lproj/Preferences.xib", options: options)["PreferencesController+Preferences.swift"])
    }

    /// The variable the code makes for the menu item titled `title`.
    func item(titled title: String, in code: String) throws -> String {
        let line = try #require(code.split(separator: "\n").first { $0.contains("NSMenuItem(title:") && $0.contains("\"\(title)\"") })
        return String(try #require(line.split(separator: " ").dropFirst().first))
    }

    func notes() throws -> [String: ConvertedFile] {
        try AppKitFixtures.convert(AppKitFixtures.storyboard, path: "/project/Base.lproj/Notes.storyboard")
    }

    @Test func aNibBecomesOneMethodOnItsOwnerThatMakesAndConnectsEveryTopLevelObject() throws {
        let file = try preferences()
        #expect(file.root.kind == .objects && file.root.method == "instantiateConvertedObjects() -> [AnyObject]")
        #expect(file.source.contains("extension PreferencesController {"))
        #expect(file.source.contains("let window = NSWindow(contentRect: NSRect(x: 196, y: 240, width: 480, height: 320), styleMask: [.titled, .closable], backing: .buffered, defer: true)"))
        #expect(file.source.contains("window.contentView = contentView"))
        #expect(file.source.contains("self.window = window"))
        #expect(file.source.contains("self.nameLabel = nameLabel"))
        #expect(file.source.contains("return [window, menu]"))
    }

    @Test func aLabelIsMadeAsAppKitMakesLabelsAndItsCellsSettingsGoOnTheControl() throws {
        let code = try preferences().source
        #expect(code.contains(#"let nameLabel = NSTextField(labelWithString: NSLocalizedString("label-cell.title", tableName: "Preferences", value: "Name", comment: ""))"#))
        #expect(code.contains("nameLabel.font = NSFont.boldSystemFont(ofSize: 13)"))
        #expect(code.contains("nameLabel.lineBreakMode = .byClipping"))
        #expect(code.contains("nameLabel.textColor = NSColor.labelColor"))
        // A label draws no background: the color its cell stores is not written.
        #expect(!code.contains("nameLabel.backgroundColor"))
    }

    @Test func aCheckBoxKeepsItsTitleTypeStateAndTargetAction() throws {
        let code = try preferences().source
        #expect(code.contains("button.setButtonType(.switch)"))
        #expect(code.contains("button.state = .on"))
        #expect(code.contains("button.target = self"))
        #expect(code.contains("button.action = #selector(PreferencesController.toggleMenuBar(_:))"))
        let linux = try preferences(ConvertOptions(selectors: .runtimeName)).source
        #expect(linux.contains(#"button.action = Selector("toggleMenuBar:")"#))
    }

    @Test func aPopUpGetsItsItemsAndSelectsTheDocumentsOne() throws {
        let code = try preferences().source
        #expect(code.contains("let popUpButton = NSPopUpButton(frame: .zero, pullsDown: false)"))
        let weekly = try item(titled: "Weekly", in: code)
        #expect(code.contains("popUpButton.menu!.addItem(\(weekly))"))
        #expect(code.contains("\(weekly).tag = 7"))
        #expect(code.contains("popUpButton.selectItem(at: 1)"))
    }

    @Test func aTableInAScrollViewGetsItsColumnsAndItsCellViewAClass() throws {
        let files = try AppKitFixtures.convert(AppKitFixtures.preferences, path: "/project/Base.lproj/Preferences.xib")
        let code = try preferences().source
        #expect(code.contains(#"let column = NSTableColumn(identifier: NSUserInterfaceItemIdentifier("name"))"#))
        #expect(code.contains(#"column.title = "Name""#))
        #expect(code.contains("column.resizingMask = [.autoresizingMask, .userResizingMask]"))
        #expect(code.contains("scrollView.contentView.documentView = table"))
        #expect(code.contains(#"// make NameCellView() for identifier "nameCell" in the delegate's tableView(_:viewFor:row:)"#))
        let cell = try #require(files["NameCellView+Preferences.swift"])
        #expect(cell.root.kind == .viewContent)
        #expect(cell.source.contains("class NameCellView: NSTableCellView {"))
        #expect(cell.source.contains("self.textField = textField"))
        // `usesAppearanceFont` is the control's own font: nothing to write.
        #expect(!cell.source.contains("textField.font"))
    }

    @Test func tabViewItemsAndABoxsContentAreBuiltInPlace() throws {
        let code = try preferences().source
        #expect(code.contains(#"let tabViewItem = NSTabViewItem(identifier: "general")"#))
        #expect(code.contains("tabViewItem.view = view3") || code.contains("tabViewItem.view = "))
        #expect(code.contains("tabView.addTabViewItem(tabViewItem2)"))
        #expect(code.contains(#"box.title = NSLocalizedString("box.title", tableName: "Preferences", value: "Sync", comment: "")"#))
    }

    @Test func menuItemsKeepKeyEquivalentsAndSendToFirstResponderOrTheApplication() throws {
        let code = try preferences().source
        #expect(code.contains("NSApp.mainMenu = menu"))
        let hideOthers = try item(titled: "Hide Others", in: code), quit = try item(titled: "Quit", in: code)
        #expect(code.contains("\(hideOthers).keyEquivalentModifierMask = [.option, .command]"))
        #expect(code.contains("\(hideOthers).action = Selector((\"hideOtherApplications:\"))"))
        #expect(!code.contains("\(hideOthers).target"))
        #expect(code.contains("\(quit).target = NSApp"))
        #expect(code.contains("\(quit).action = #selector(NSApplication.terminate(_:))"))
    }

    @Test func aViewsContextualMenuIsBuiltAndItsItemsSendTheirActions() throws {
        let code = try preferences().source
        #expect(code.contains("nameLabel.menu = nameLabelMenu"))
        #expect(code.contains(#"let nameLabelMenu = NSMenu(title: "")"#))
        let copyName = try item(titled: "Copy Name", in: code)
        #expect(code.contains("\(copyName).target = self"))
        #expect(code.contains("\(copyName).action = #selector(PreferencesController.copyName(_:))"))
    }

    @Test func constraintsUseAppKitsPriorityType() throws {
        let code = try preferences().source
        #expect(code.contains("constraint.priority = NSLayoutConstraint.Priority(750)"))
        #expect(code.contains(#"constraint.identifier = "tabsTrailing""#))
        #expect(code.contains("scrollView.widthAnchor.constraint(equalToConstant: 200),"))
    }

    @Test func aStoryboardsScenesBecomeAViewAWindowAndTheApplicationsObjects() throws {
        let files = try notes()
        let view = try #require(files["NotesViewController+Notes.swift"])
        #expect(view.root.kind == .controllerView && view.source.contains("self.view = view"))
        #expect(view.source.contains(#"addButton.keyEquivalent = "\r""#))
        let window = try #require(files.values.first { $0.root.kind == .window })
        #expect(window.source.contains("class NotesScene2WindowController: NSWindowController {"))
        #expect(window.source.contains("self.window = window"))
        #expect(window.notes.contains { $0.message.contains("window.shadowedContentViewController") })
        let application = try #require(files["NSApplication+Notes.swift"])
        #expect(application.source.contains("let appDelegate = AppDelegate()"))
        #expect(application.source.contains("self.delegate = appDelegate"))
        #expect(application.source.contains(#"menuItem2.action = Selector(("newDocument:"))"#))
    }
}

/// A Mac document with names that are no Swift still converts to Swift that parses, with notes.
@Suite struct HostileAppKitDocumentConversionTests {
    @Test func namesThatAreNoSwiftStillGiveSwiftThatParses() throws {
        let text = AppKitFixtures.preferences
            .replacingOccurrences(of: #"selector="toggleMenuBar:""#, with: #"selector="toggle menu&quot;:""#)
            .replacingOccurrences(of: #"property="nameLabel""#, with: #"property="name-label""#)
            .replacingOccurrences(of: #"lineBreakMode="clipping" title="Name""#, with: #"lineBreakMode="clip ping" title="Name&quot;\""#)
            .replacingOccurrences(of: #"constant="20" id="c-1""#, with: #"constant="1e308" id="c-1""#)
            .replacingOccurrences(of: #"customClass="PreferencesController""#, with: #"customClass="Preferences Controller""#)
        let files = try AppKitFixtures.convert(text, path: "/project/Base.lproj/Preferences.xib")
        #expect(!files.isEmpty)
        for file in files.values {
            #expect(!Parser.parse(source: file.source).hasError, "\(file.source)")
        }
        let nib = try #require(files.values.first { $0.root.kind == .objects })
        #expect(nib.source.contains(#"Selector(("toggle menu\":"))"#))
        #expect(nib.notes.contains { $0.message.contains("outlet name-label is no Swift name") })
        #expect(nib.notes.contains { $0.message.contains(#"lineBreakMode="clip ping""#) })
    }
}
