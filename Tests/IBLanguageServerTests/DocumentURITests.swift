import IBLanguageServer
import PropertyBased
import Testing

/// `file:` URIs as different clients spell them, and damaged ones.
@Suite struct DocumentURITests {
    @Test func escapedAndRawSpellingsNameTheSamePath() {
        let path = "/tmp/My App é/Main.storyboard"
        #expect(DocumentURI.path(of: DocumentURI.uri(of: path)) == path)
        #expect(DocumentURI.path(of: "file://" + path) == path)
        #expect(DocumentURI.path(of: "file://localhost" + path) == path)
    }

    @Test func otherSchemesAndDamagedURIsNameNothing() {
        for uri in ["untitled:Untitled-1", "https://example.com/a.xib", "file://", "file:relative/a.xib"] {
            #expect(DocumentURI.path(of: uri) == nil, "\(uri)")
        }
        // An escaped NUL never reaches a file system call as one.
        for uri in ["file:///a%00b.xib", "file:///a b%00.xib"] {
            #expect(DocumentURI.path(of: uri)?.contains("\0") != true, "\(uri)")
        }
    }

    @Test func anyTextAfterTheSchemeReadsOrIsRefused() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...0x2FF).array(of: 0...40)) { scalars in
            let text = String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
            if let path = DocumentURI.path(of: "file://" + text) { #expect(path.hasPrefix("/")) }
        }
    }
}
