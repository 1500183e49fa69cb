struct InboxView: View {
    @State var composing = false
    var body: some View {
        NavigationStack {
            List { NavigationLink("First") { MessageView() } }
                .navigationTitle(composing ? "Draft" : "Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { EditButton() }
                    if composing { ToolbarItem(placement: .primaryAction) { Button("Send") {} } }
                    #if os(iOS)
                    ToolbarItem(placement: .principal) {
                        Picker("Filter", selection: $composing) { Text("All").tag(false); Text("Unread").tag(true) }
                            .pickerStyle(.segmented)
                    }
                    #endif
                }
                .sheet(isPresented: $composing) { NavigationStack { ComposeView() } }
        }
    }
}
