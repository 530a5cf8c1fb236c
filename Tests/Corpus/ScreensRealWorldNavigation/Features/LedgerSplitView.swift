import SwiftUI

// An iPad layout: the split view's content and detail columns are what it shows; its
// sidebar is part of it.
struct LedgerSplitView: View {  // expect-screen: swiftui 1
  @State private var account: Int?
  @State private var entry: Int?

  var body: some View {
    NavigationSplitView {  // expect-edge: LedgerEntriesView, LedgerEntryDetailView
      LedgerSidebar(selection: $account)
    } content: {
      if let account { LedgerEntriesView(account: account, selection: $entry) }
    } detail: {
      if let entry { LedgerEntryDetailView(entry: entry) } else { Text("Pick an entry") }
    }
  }
}

struct LedgerSidebar: View {
  @Binding var selection: Int?
  var body: some View { List(0..<3, selection: $selection) { Text("Account \($0)") } }
}

struct LedgerEntriesView: View {  // expect-screen: swiftui 0
  let account: Int
  @Binding var selection: Int?
  var body: some View { List(0..<10, selection: $selection) { Text("Entry \($0)") } }
}

struct LedgerEntryDetailView: View {  // expect-screen: swiftui 0
  let entry: Int
  var body: some View { Text("Entry \(entry)") }
}
