struct ComposeView: View {
    var body: some View {
        Form {}
            .navigationTitle(Text("New Message", comment: "title"))
            .toolbar { ComposeToolbar() }
            .toolbarBackground(.hidden, for: .navigationBar)
            .navigationBarBackButtonHidden()
    }
}
struct ComposeToolbar: ToolbarContent {
    var body: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
        ToolbarItemGroup(placement: .confirmationAction) { Button { } label: { Image("send") } }
    }
}
#Preview { NavigationStack { ComposeView() } }
