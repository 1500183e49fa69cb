import NavReaders
import NavRules
import NavSwiftUI
import Testing

/// What real apps write and a reader of the file understands: each example is a
/// construct that once gave a false finding or a needless unknown.
@Suite(swiftSyntaxBuilt)
struct SwiftUIRealPatternTests {
    // MARK: Scope

    @Test func aHelpersParameterNamedBodyIsNotTheViewsBody() {
        let bar = swiftUIBar("""
            struct InboxView: View {
                var body: some View {
                    NavigationStack {
                        List { row(body: "Hello") }
                            .navigationTitle("Inbox")
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) { Button("Compose") {} }
                            }
                    }
                }
                func row(body: String) -> some View { Text(body) }
            }
            """)
        #expect(bar?.trailing == .known(["Compose"]))
        #expect(bar?.leading == .known([]))
    }

    @Test func aLocalOrClosureParameterNamedBodyIsNotTheViewsBody() {
        let bar = swiftUIBar("""
            struct InboxView: View {
                let messages: [Message]
                var body: some View {
                    NavigationStack {
                        List(messages) { message in
                            let body = message.text
                            Text(body)
                        }
                        .overlay { ForEach(messages) { body in Text(body.text) } }
                        .navigationTitle("Inbox")
                        .toolbar { Button("Compose") {} }
                    }
                }
            }
            """)
        #expect(bar?.trailing == .known(["Compose"]))
    }
}
