import UIKit

/// Feature entry point: hands out a plain UIViewController built by the adapter.
@MainActor
public enum MapsEntryPoint {
    public static func make() -> UIViewController {
        let store = MapsStore()
        return MapsFactory.make(store: store)
    }
}
