import UIKit

protocol Coordinator: AnyObject {
    var children: [Coordinator] { get set }
    var navigationController: UINavigationController { get }
    func start()
}

extension Coordinator {
    func add(_ child: Coordinator) { children.append(child); child.start() }
    func remove(_ child: Coordinator) { children.removeAll { $0 === child } }
}

enum Destination: Hashable {
    case list
    case detail(id: Int)
    case edit(id: Int, field: String?)
    case web(URL)
}

final class AppCoordinator: Coordinator {
    var children: [Coordinator] = []
    let navigationController: UINavigationController
    private var history: [Destination] = []

    init(navigationController: UINavigationController = .init()) { self.navigationController = navigationController }

    func start() { go(to: .list, animated: false) }

    func go(to destination: Destination, animated: Bool = true) {
        history.append(destination)
        let controller: UIViewController
        switch destination {
        case .list:
            controller = UIViewController()
            controller.title = "Items"
        case .detail(let id):
            controller = UIViewController()
            controller.title = "Item #\(id)"
        case let .edit(id, field?):
            controller = UIViewController()
            controller.title = "Edit \(field) of #\(id)"
        case .edit(let id, nil):
            controller = UIViewController()
            controller.title = "Edit #\(id)"
        case .web(let url) where url.scheme == "https":
            controller = UIViewController()
            controller.title = url.host()
        case .web:
            return
        }
        navigationController.pushViewController(controller, animated: animated)
    }

    func handle(deepLink url: URL) -> Bool {
        let parts = url.pathComponents.filter { $0 != "/" }
        switch (url.host(), parts.count) {
        case ("items", 0): go(to: .list)
        case ("items", 1): go(to: .detail(id: Int(parts[0]) ?? 0))
        case ("items", 2...) where parts[1] == "edit": go(to: .edit(id: Int(parts[0]) ?? 0, field: parts.count > 2 ? parts[2] : nil))
        default: return false
        }
        return true
    }

    func back(steps: Int = 1) {
        let target = max(navigationController.viewControllers.count - 1 - steps, 0)
        navigationController.popToViewController(navigationController.viewControllers[target], animated: true)
        history.removeLast(min(steps, history.count))
    }
}
