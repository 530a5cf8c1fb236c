import UIKit
import SwiftUI

/// Builds catalog screens through the adapter factory; nothing here is a bridge.
final class UIHostingControllerFactory {
    private let makeScreen: (CatalogItem) -> UIViewController
    var myUIHostingController: UIViewController?
    var uiHostingController: UIViewController?
    var hostingController: UIViewController?
    let UIHostingControllers: [UIViewController] = []

    init(makeScreen: @escaping (CatalogItem) -> UIViewController) {
        self.makeScreen = makeScreen
    }

    func makeUIHostingController(for item: CatalogItem) -> UIViewController {
        let controller = makeScreen(item)
        myUIHostingController = controller
        return controller
    }

    func apply(_ options: UIHostingControllerSizingOptions, to controller: UIViewController) {
        controller.preferredContentSize = options.contains(.preferredContentSize) ? .zero : controller.preferredContentSize
    }

    func macSizing() -> NSHostingSizingOptions? { nil }
}

enum UIHostingConfigurationStyle { case plain, grouped }

struct CatalogItem: Identifiable {
    let id: UUID
    let title: String
    let style: UIHostingConfigurationStyle
}

struct NSHostingViewModel {
    var items: [CatalogItem] = []
    var UIHostingController_legacy = false
    var _UIHostingViewFlag = false
}
