import UIKit

@MainActor
enum MapsFactory {
    static func make(store: MapsStore) -> UIViewController { MapsHostingController(store: store) }
}
