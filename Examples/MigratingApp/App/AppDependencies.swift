import UIKit

/// Composition root: builds the shared stores once and wires the tab bar.
@MainActor
final class AppDependencies {
    let orderStore = OrderStore()
    let profile = ProfileModel()
    let theme = AppTheme()

    func makeRootViewController() -> UIViewController {
        let ordersNavigation = UINavigationController()
        let environment = EnvironmentAdapter(orderStore: orderStore, profile: profile, theme: theme)
        let router = UIKitAppRouter(navigation: ordersNavigation, factory: HostingFactory(environment: environment))
        ordersNavigation.setViewControllers([OrdersViewController(store: orderStore, router: router)], animated: false)
        ordersNavigation.tabBarItem = UITabBarItem(title: "Orders", image: UIImage(systemName: "shippingbox"), tag: 0)

        let invoices = UINavigationController(rootViewController: InvoicesViewController(store: orderStore))
        invoices.tabBarItem = UITabBarItem(title: "Invoices", image: UIImage(systemName: "doc.text"), tag: 1)

        let settings = UINavigationController(rootViewController: SettingsViewController(profile: profile))
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 2)

        let tabs = UITabBarController()
        tabs.viewControllers = [ordersNavigation, invoices, settings]
        return tabs
    }
}
