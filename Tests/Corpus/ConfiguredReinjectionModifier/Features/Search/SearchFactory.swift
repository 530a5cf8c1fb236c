import UIKit
import SwiftUI

extension View {
    /// Team helper that injects the app store, the preferences and the analytics client.
    func injectStore(_ store: AppStore) -> some View {
        environmentObject(store).environment(\.analytics, store.analytics)
    }
}

@MainActor
struct SearchFactory {
    let store: AppStore

    func makeSearch() -> UIViewController {
        UIHostingController(rootView: SearchView().injectStore(store)) // expect: hosting-outside-adapter, environment-reinjection-outside-adapter
    }

    func makeFilters() -> some View {
        FiltersView().injectStore(store)
    }

    func makeStoreInjector() -> UIViewController {
        UIHostingController(rootView: SearchView().injectStoreIfNeeded(store)) // expect: hosting-outside-adapter
    }
}

extension View {
    func injectStoreIfNeeded(_ store: AppStore?) -> some View { self }
}

final class AppStore: ObservableObject { let analytics = AnalyticsClient() }
struct AnalyticsClient {}
private struct AnalyticsKey: EnvironmentKey { static let defaultValue = AnalyticsClient() }
extension EnvironmentValues {
    var analytics: AnalyticsClient {
        get { self[AnalyticsKey.self] }
        set { self[AnalyticsKey.self] = newValue }
    }
}
struct SearchView: View { var body: some View { Text("Search") } }
struct FiltersView: View { var body: some View { Text("Filters") } }
