import IBStructuralEdit
import IBXML
import Testing

/// Colours and fonts set by the names a UIKit developer uses, written as Interface Builder
/// writes them and where it puts them.
@Suite struct StylePropertyTests {
    /// The label's property elements after a `set`, as `name key attributes…` lines.
    static func children(afterSetting properties: String) throws -> [String] {
        let result = try EditFixture.apply(#"{"edits": [{"op": "set", "id": "title", "properties": \#(properties)}]}"#)
        let tree = try EditFixture.tree(result)
        let label = try #require(EditFixture.element("title", in: tree))
        return tree.childElements(of: label).map { child in
            ([tree.name(of: child)] + tree.attributes(of: child).map { "\(tree.name(of: $0))=\(tree.value(of: $0))" }).joined(separator: " ")
        }
    }

    @Test func aHexColourIsSRGBWithSeventeenDigitsAsXcodeWritesThem() throws {
        let children = try Self.children(afterSetting: ##"{"backgroundColor": "#3366FF"}"##)
        #expect(children[1] == "color key=backgroundColor red=0.20000000000000001 green=0.40000000000000002 blue=1 alpha=1 colorSpace=custom customColorSpace=sRGB")
    }

    @Test func theBackgroundGoesAfterTheFrameAndTheTextColourReplacesItsNil() throws {
        let children = try Self.children(afterSetting: #"{"backgroundColor": "clear", "textColor": "secondaryLabel"}"#)
        #expect(children == [
            "rect key=frame x=16 y=59 width=361 height=21",
            "color key=backgroundColor white=0.0 alpha=0.0 colorSpace=custom customColorSpace=genericGamma22GrayColorSpace",
            "fontDescription key=fontDescription type=system pointSize=17",
            "color key=textColor systemColor=secondaryLabelColor",
            "nil key=highlightedColor",
        ])
    }

    @Test func fontsAreSystemFontsWithWeightsOrTextStyles() throws {
        #expect(try Self.children(afterSetting: #"{"font": "system 20 semibold"}"#)[1] == "fontDescription key=fontDescription type=system weight=semibold pointSize=20")
        #expect(try Self.children(afterSetting: #"{"font": "boldSystem 15"}"#)[1] == "fontDescription key=fontDescription type=boldSystem pointSize=15")
        #expect(try Self.children(afterSetting: #"{"font": "headline"}"#)[1] == "fontDescription key=fontDescription style=UICTFontTextStyleHeadline")
    }

    @Test func aNamedColourIsWrittenByItsAssetName() throws {
        #expect(try Self.children(afterSetting: #"{"tintColor": "named:Brand"}"#)[1] == "color key=tintColor name=Brand")
    }

    @Test func aColourUIKitDoesNotHaveIsRefusedSayingWhatIsAllowed() {
        #expect(throws: EditFailure.self) { try Self.children(afterSetting: #"{"textColor": "reddish"}"#) }
        #expect(throws: EditFailure.self) { try Self.children(afterSetting: ##"{"textColor": "#12345"}"##) }
        #expect(throws: EditFailure.self) { try Self.children(afterSetting: #"{"font": "Helvetica 12"}"#) }
    }
}

/// Images by asset name or SF Symbol, on an image view and a button's normal state.
@Suite struct ImagePropertyTests {
    @Test func aSymbolIsNamedWithTheSystemCatalogAndAnAssetAlone() throws {
        let result = try EditFixture.apply(#"""
            {"edits": [{"op": "addView", "parent": "list-view", "class": "UIImageView", "properties": {"image": "system:star.fill"}},
                       {"op": "set", "id": "open", "properties": {"image": "Chevron"}}]}
            """#)
        let tree = try EditFixture.tree(result)
        let imageView = try #require(EditFixture.element(result.created[0], in: tree))
        #expect(tree.attribute("image", of: imageView) == "star.fill" && tree.attribute("catalog", of: imageView) == "system")
        let open = try #require(EditFixture.element("open", in: tree))
        let state = try #require(tree.childElements(of: open).first { tree.isElement($0, named: "state") })
        #expect(tree.attribute("image", of: state) == "Chevron" && tree.attribute("catalog", of: state) == nil)
    }
}
