import SwiftUI

// Wrappers generic over a view: what they wrap is the destination, not them.
struct FeedView: View {  // expect-screen: swiftui 1
  @State private var composing = false

  var body: some View {
    NavigationStack {
      List {
        NavigationLink(destination: LazyView(PostView())) { Text("Post") }  // expect-edge: PostView
        NavigationLink(destination: AnyDestination(FeedSearchView())) { Text("Search") }  // expect-edge: FeedSearchView
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

// A type-erased destination: the view it is handed is the screen.
struct AnyDestination: View {
  private let content: AnyView
  init<V: View>(_ view: V) { content = AnyView(view) }
  var body: some View { content }
}

struct FeedSearchView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Search") }
}

struct PostView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Post") }
}

struct ComposeView: View {  // expect-screen: swiftui 0
  var body: some View { TextEditor(text: .constant("")) }
}
