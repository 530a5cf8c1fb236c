import UIKit
import SwiftUI

@MainActor
enum WishlistScreens {
    // puente:disable hosting-outside-adapter, environment-reinjection-outside-adapter -- wrapper screens until AppRouter lands (SHOP-88)
    static func makeList(store: WishlistStore) -> UIViewController {
        UIHostingController(rootView: WishlistView().environmentObject(store))
    }

    static func makeShared(store: WishlistStore) -> UIViewController {
        let host = UIHostingController(
            rootView: SharedWishlistView()
                .environmentObject(store)
        )
        host.title = "Shared"
        return host
    }
    // puente:enable hosting-outside-adapter, environment-reinjection-outside-adapter

    static func makeEmpty(store: WishlistStore) -> UIViewController {
        UIHostingController(rootView: WishlistView().environmentObject(store)) // expect: hosting-outside-adapter, environment-reinjection-outside-adapter
    }
}

// puente:disable representable-outside-adapter
struct WishlistHeart: UIViewRepresentable {
    func makeUIView(context: Context) -> UIButton { UIButton(type: .custom) }
    func updateUIView(_ view: UIButton, context: Context) {}
}

struct WishlistBadge: UIViewRepresentable {
    func makeUIView(context: Context) -> UILabel { UILabel() }
    func updateUIView(_ view: UILabel, context: Context) {}
}
// puente:enable representable-outside-adapter

struct WishlistShareButton: UIViewRepresentable { // expect: representable-outside-adapter
    func makeUIView(context: Context) -> UIButton { UIButton(type: .system) }
    func updateUIView(_ view: UIButton, context: Context) {}
}

final class WishlistStore: ObservableObject {}
struct WishlistView: View { var body: some View { Text("Wishlist") } }
struct SharedWishlistView: View { var body: some View { Text("Shared") } }
