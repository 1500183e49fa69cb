import Testing
import NavBase
import NavXML

@Suite struct XMLDocumentTests {
    private func parse(_ text: String, limits: XMLLimits = XMLLimits()) throws(XMLError) -> XMLElement {
        try XMLElement.parseDocument(Array(text.utf8), limits: limits)
    }

    @Test func elementsKeepTheirAttributesChildrenAndPositions() throws {
        let root = try parse("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="a"><navigationItem key="navigationItem" title="Inbox &amp; &#x263A; &lt;more&gt;" id="x1"/></scene>
                </scenes>
            </document>
            """)
        #expect(root.name == "document")
        #expect(root["targetRuntime"] == "iOS.CocoaTouch")
        #expect(root.position == SourceLocation(line: 2, column: 1))
        let item = try #require(root.descendants().first { $0.name == "navigationItem" })
        #expect(item["title"] == "Inbox & ☺ <more>")
        #expect(item.position == SourceLocation(line: 4, column: 28))
        #expect(root.child("scenes")?.child("scene")?.child("navigationItem", key: "navigationItem")?["id"] == "x1")
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let root = try parse("<a t=\"é\"><b/>\n  <ü/><c/></a>")
        #expect(root.children.map(\.position) == [SourceLocation(line: 1, column: 10),
                                                  SourceLocation(line: 2, column: 3),
                                                  SourceLocation(line: 2, column: 7)])
    }

    @Test func textIsKeptAndIndentationDropped() throws {
        let root = try parse("<dict>\n  <key>CFBundleName</key>\n  <string>Mail &amp; Co</string>\n</dict>")
        #expect(root.text == "")
        #expect(root.children.map(\.text) == ["CFBundleName", "Mail & Co"])
    }

    @Test func aPlistDoctypeIsAcceptedButNeverFetched() throws {
        let root = try parse("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict/></plist>
            """)
        #expect(root.name == "plist")
    }

    @Test func anEntityBombIsRefusedAtItsDeclaration() {
        let bomb = """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [
             <!ENTITY lol "lol">
             <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
             <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
            ]>
            <lolz>&lol3;</lolz>
            """
        #expect(throws: XMLError(position: SourceLocation(line: 3, column: 20),
                                 message: "entity declaration lol is not allowed; the document must not declare entities")) {
            try parse(bomb)
        }
    }

    @Test func anExternalEntityIsNeitherFetchedNorRead() {
        let text = "<?xml version=\"1.0\"?><!DOCTYPE a [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><a>&x;</a>"
        #expect(throws: XMLError.self) { try parse(text) }
    }

    @Test func aTruncatedDocumentIsALocatedError() {
        let error = #expect(throws: XMLError.self) {
            try parse("<document>\n  <scenes>\n    <scene id=\"a\"")
        }
        #expect(error?.position.line == 3)
        #expect(error?.message.isEmpty == false)
    }

    @Test func deepNestingAndSizeHaveLimits() {
        let deep = String(repeating: "<a>", count: 50) + String(repeating: "</a>", count: 50)
        #expect(throws: XMLError(position: SourceLocation(line: 1, column: 31),
                                 message: "elements are nested more than 10 levels deep")) {
            try parse(deep, limits: XMLLimits(maximumDepth: 10))
        }
        #expect(throws: XMLError(position: SourceLocation(line: 1, column: 1),
                                 message: "file is 11 bytes; the limit is 10 bytes")) {
            try parse("<a></a>    ", limits: XMLLimits(maximumBytes: 10))
        }
    }

    @Test func notXMLAtAllIsALocatedError() {
        #expect(throws: XMLError.self) { try parse("title: Inbox\n") }
        #expect(throws: XMLError.self) { try parse("") }
    }
}
