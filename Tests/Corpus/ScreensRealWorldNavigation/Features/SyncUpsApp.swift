import ComposableArchitecture
import SwiftUI

// The Composable Architecture before 1.7 (its SyncUps sample): `NavigationStackStore`'s
// `destination:` closure builds each pushed screen, `CaseLet` by case; a store's sheet
// and navigation destination are presentations.

struct SyncUpsListView: View {  // expect-screen: swiftui 1
    let store: StoreOf<SyncUpsList>

    var body: some View {
        WithViewStore(self.store, observe: \.syncUps) { viewStore in
            List {
                ForEach(viewStore.state) { syncUp in
                    Text(syncUp.title)
                }
            }
            .toolbar {
                Button("Add") { viewStore.send(.addSyncUpButtonTapped) }
            }
        }
        .sheet(  // expect-edge: SyncUpFormView
            store: self.store.scope(state: \.$destination, action: { .destination($0) }),
            state: /SyncUpsList.Destination.State.add,
            action: SyncUpsList.Destination.Action.add
        ) { store in
            NavigationStack {
                SyncUpFormView(store: store)
            }
        }
        .navigationDestination(  // expect-edge: SyncUpDetailView
            store: self.store.scope(state: \.$detail, action: { .detail($0) })
        ) { store in
            SyncUpDetailView(store: store)
        }
    }
}

struct SyncUpsAppView: View {  // expect-screen: swiftui 2
    let store: StoreOf<SyncUpsApp>
    var body: some View {
        NavigationStackStore(self.store.scope(state: \.path, action: { .path($0) })) {
            SyncUpsListView(store: self.store.scope(state: \.syncUpsList, action: { .syncUpsList($0) }))  // expect-edge: SyncUpsListView
        } destination: { state in  // expect-edge: SyncUpDetailView, RecordMeetingView
            switch state {
            case .detail:
                CaseLet(/AppFeature.Path.State.detail, action: AppFeature.Path.Action.detail, then: SyncUpDetailView.init(store:))
            case .record:
                CaseLet(/AppFeature.Path.State.record, action: AppFeature.Path.Action.record) { store in
                    RecordMeetingView(store: store)
                }
            }
        }
    }
}

struct SyncUpFormView: View {  // expect-screen: swiftui 0
  let store: StoreOf<SyncUpForm>; var body: some View { Form { } } }
struct SyncUpDetailView: View {  // expect-screen: swiftui 0
  let store: StoreOf<SyncUpDetail>; var body: some View { List { } } }
struct RecordMeetingView: View {  // expect-screen: swiftui 0
  let store: StoreOf<RecordMeeting>; var body: some View { Text("rec") } }
