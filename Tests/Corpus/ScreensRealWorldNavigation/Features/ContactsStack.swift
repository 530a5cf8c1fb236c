import ComposableArchitecture
import SwiftUI

// The Composable Architecture's stack of a store's path: the root is part of the view,
// and the `destination:` closure builds each pushed screen from its case.
struct ContactsAppView: View {  // expect-screen: swiftui 2
  @Bindable var store: StoreOf<ContactsApp>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      ContactsListView(store: store.scope(state: \.contacts, action: \.contacts))  // expect-edge: ContactsListView
    } destination: { store in  // expect-edge: ContactCardView, ContactEditorView
      switch store.case {
      case let .card(store):
        ContactCardView(store: store)
      case let .editor(store):
        ContactEditorView(store: store)
      }
    }
  }
}

struct ContactsListView: View {  // expect-screen: swiftui 1
  @Bindable var store: StoreOf<ContactsList>

  var body: some View {
    List {
      ForEach(store.contacts) { contact in
        NavigationLink(state: ContactsApp.Path.State.card(ContactCard.State(contact: contact))) {
          Text(contact.name)
        }
      }
    }
    .navigationTitle("Contacts")
    .sheet(item: $store.scope(state: \.destination?.add, action: \.destination.add)) { addStore in  // expect-edge: ContactAddView
      NavigationStack {
        ContactAddView(store: addStore)
      }
    }
  }
}

struct ContactCardView: View {  // expect-screen: swiftui 0
  let store: StoreOf<ContactCard>
  var body: some View { Text(store.contact.name).navigationTitle("Contact") }
}

struct ContactEditorView: View {  // expect-screen: swiftui 0
  let store: StoreOf<ContactEditor>
  var body: some View { Text("Edit") }
}

struct ContactAddView: View {  // expect-screen: swiftui 0
  let store: StoreOf<ContactAdd>
  var body: some View { Text("Add") }
}
