import SwiftUI

// Split views show a placeholder in a column while nothing is chosen there: the `else`
// of the column's `if let`, or the whole column when the column before it links to the
// screens that replace it. A placeholder is no destination.
struct MailSplitView: View {  // expect-screen: swiftui 1
  @State private var mailbox: Int?
  @State private var message: Int?

  var body: some View {
    NavigationSplitView {  // expect-edge: MessageListView, MessageDetailView
      List(0..<3, selection: $mailbox) { Text("Mailbox \($0)") }
    } content: {
      if let mailbox {
        MessageListView(mailbox: mailbox, selection: $message)
      } else {
        NoSelectionView(prompt: "Choose a mailbox")
      }
    } detail: {
      if message == nil { NoSelectionView(prompt: "No message selected") } else { MessageDetailView(id: message) }
    }
  }
}

// The iOS 16 form: the sidebar's links replace the detail column's placeholder.
struct RecipesSplitView: View {  // expect-screen: swiftui 1
  let categories = ["Soups", "Salads"]

  var body: some View {
    NavigationSplitView {
      List(categories, id: \.self) { category in
        NavigationLink(destination: RecipeCategoryView(category: category)) { Text(category) }  // expect-edge: RecipeCategoryView
      }
      .navigationTitle("Recipes")
    } detail: {
      EmptySelectionView()
    }
  }
}

// A detail column with no placeholder: it reads the selection itself, and is a screen.
struct ReaderSplitView: View {  // expect-screen: swiftui 1
  @StateObject private var library = ReaderLibrary()

  var body: some View {
    NavigationSplitView {  // expect-edge: ReaderDetailView
      List(library.books, id: \.self, selection: $library.selected) { Text($0) }
    } detail: {
      ReaderDetailView(library: library)
    }
  }
}

final class ReaderLibrary: ObservableObject {
  @Published var books = ["Dune"]
  @Published var selected: String?
}

struct NoSelectionView: View {
  let prompt: String
  var body: some View { Text(prompt).foregroundStyle(.secondary) }
}

struct EmptySelectionView: View {
  var body: some View {
    VStack {
      Image(systemName: "fork.knife")
      Text("Select a category")
    }
  }
}

struct MessageListView: View {  // expect-screen: swiftui 0
  let mailbox: Int
  @Binding var selection: Int?
  var body: some View { List(0..<20, selection: $selection) { Text("Message \($0)") } }
}

struct MessageDetailView: View {  // expect-screen: swiftui 0
  let id: Int?
  var body: some View { Text("Message \(id ?? 0)") }
}

struct RecipeCategoryView: View {  // expect-screen: swiftui 0
  let category: String
  var body: some View { Text(category) }
}

struct ReaderDetailView: View {  // expect-screen: swiftui 0
  @ObservedObject var library: ReaderLibrary
  var body: some View { Text(library.selected ?? "No book") }
}
