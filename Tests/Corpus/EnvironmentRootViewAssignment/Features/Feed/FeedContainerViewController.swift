import UIKit
import SwiftUI

final class FeedContainerViewController: UIViewController {
    private let feedHost: UIHostingController<AnyView> // expect: hosting-outside-adapter
    private let feed: FeedModel

    init(feedHost: UIHostingController<AnyView>, feed: FeedModel) { // expect: hosting-outside-adapter
        self.feedHost = feedHost
        self.feed = feed
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func reload(filter: FeedFilter) {
        feedHost.rootView = AnyView(FeedView(filter: filter).environment(feed)) // expect: environment-reinjection-outside-adapter
    }

    func reloadVerbose(filter: FeedFilter) {
        self.feedHost.rootView = AnyView(
            FeedView(filter: filter)
                .environmentObject(FeedPrefetcher.shared) // expect: environment-reinjection-outside-adapter
        )
    }

    func reloadWithoutInjection(filter: FeedFilter) {
        feedHost.rootView = AnyView(FeedView(filter: filter))
        let preview = FeedView(filter: filter).environment(feed)
        feedHost.title = String(describing: type(of: preview))
    }
}

@Observable final class FeedModel {}
final class FeedPrefetcher: ObservableObject { static let shared = FeedPrefetcher() }
enum FeedFilter { case all, following }
struct FeedView: View {
    let filter: FeedFilter
    var body: some View { Text("Feed") }
}
