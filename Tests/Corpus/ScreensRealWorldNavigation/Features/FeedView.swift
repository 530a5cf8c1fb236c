import SwiftUI

// Wrappers generic over a view: what they wrap is the destination, not them.
struct FeedView: View {  // expect-screen: swiftui 1
  @State private var composing = false

  var body: some View {
    NavigationStack {
      List {
        NavigationLink(destination: LazyView(PostView())) { Text("Post") }  // expect-edge: PostView
      }
      .navigationTitle("Feed")
      .sheet(isPresented: $composing) { RoundedCard { ComposeView() } }  // expect-edge: ComposeView
    }
  }
}

struct LazyView<Content: View>: View {
  let build: () -> Content
  init(_ build: @autoclosure @escaping () -> Content) { self.build = build }
  var body: Content { build() }
}

struct RoundedCard<Content>: View where Content: View {
  @ViewBuilder let content: () -> Content
  var body: some View { content().padding().background(.thinMaterial) }
}

struct PostView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Post") }
}

struct ComposeView: View {  // expect-screen: swiftui 0
  var body: some View { TextEditor(text: .constant("")) }
}
