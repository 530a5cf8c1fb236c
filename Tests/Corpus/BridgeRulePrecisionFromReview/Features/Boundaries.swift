import SwiftUI

final class ProfileCoordinator {
    let store = Store()

    func viaInit() -> UIViewController {
        let host: UIHostingController<AnyView> = .init(rootView: AnyView(Text("x").environmentObject(store))) // expect: hosting-outside-adapter, environment-reinjection-outside-adapter
        return host
    }

    func viaExplicitInit() -> UIViewController {
        UIHostingController.init(rootView: Text("x").environmentObject(store)) // expect: hosting-outside-adapter, environment-reinjection-outside-adapter
    }

    func viaWrappedLocal() -> UIViewController {
        let content = CartView().environment(store) // expect: environment-reinjection-outside-adapter
        return UIHostingController(rootView: AnyView(content)) // expect: hosting-outside-adapter
    }

    func viaRootViewAssignment(host: UIHostingController<AnyView>) { // expect: hosting-outside-adapter
        let content = CartView().environmentObject(store) // expect: environment-reinjection-outside-adapter
        host.rootView = AnyView(content)
    }

    func guardElseIsNotTheInitializer(id: Int, cache: [Int: AnyView]) -> UIViewController {
        guard let content = cache[id] else {
            let other = Placeholder().environment(store)
            return Router.legacyScreen(for: other)
        }
        return UIHostingController(rootView: content) // expect: hosting-outside-adapter
    }
}

final class CartViewController: UIViewController {
    private lazy var host = UIHostingController(rootView: content) // expect: hosting-outside-adapter
    let content = CartView()
}

#Preview {
    let content = CartView().environment(Store.preview)
    return content
}
