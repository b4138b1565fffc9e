import IBDocument

/// Why a document gives no drawing, in words a reader can act on.
enum NothingToDraw {
    static func reason(_ document: Document) -> String {
        if let reason = document.format.unavailableReason { return reason }
        if document.isStoryboard {
            let scenes = document.scenes.count
            return scenes == 0 ? "the storyboard holds no scene" : "none of its \(scenes) scene(s) holds a view, window or menu (only controllers without views, or objects)"
        }
        return "the document holds no view, window or menu at its top level (only placeholders and objects)"
    }
}
