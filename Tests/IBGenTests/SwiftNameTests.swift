@testable import IBGen
import Testing

/// Document strings become Swift names that compile and never collide.
@Suite struct SwiftNameTests {
    @Test func typesAreUpperCamelCaseAndMembersLowerCamelCase() {
        #expect(SwiftName.type("show-detail") == "ShowDetail")
        #expect(SwiftName.type("photo grid") == "PhotoGrid")
        #expect(SwiftName.member("ShowDetail") == "showDetail")
        #expect(SwiftName.member("URLList") == "urlList")
        #expect(SwiftName.member("ID") == "id")
        #expect(SwiftName.member("ad cell") == "adCell")
    }

    @Test func digitsKeywordsAndEmptyStringsAreMadeLegal() {
        #expect(SwiftName.type("1st") == "_1st")
        #expect(SwiftName.member("2x") == "_2x")
        #expect(SwiftName.member("default") == "`default`")
        #expect(SwiftName.type("Protocol") == "Protocol_")
        #expect(SwiftName.member("---") == "_")
    }

    @Test func stringLiteralsEscapeQuotesBackslashesAndControlCharacters() {
        #expect(SwiftName.stringLiteral(#"say "hi"\n"#) == #"say \"hi\"\\n"#)
        #expect(SwiftName.stringLiteral("a\nb\u{1}") == #"a\nb\u{1}"#)
    }

    @Test func aScopeNeverHandsOutAReservedOrTakenName() {
        var scope = NameScope(reserved: ["BViewController"], suffix: "Scene")
        #expect(scope.claim("AViewController") == "AViewController")
        #expect(scope.claim("BViewController") == "BViewControllerScene")
        #expect(scope.claim("AViewController") == "AViewControllerScene")
        #expect(scope.claim("AViewController") == "AViewControllerScene2")
        var members = NameScope()
        #expect(members.claim("`default`") == "`default`")
        #expect(members.claim("`default`") == "default_")
    }
}
