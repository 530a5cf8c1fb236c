// A review of the December 8 changes: each folder a shape a change first broke.
import UIKit
import Combine

final class CartlyCartCoordinator {
    let navigationController: UINavigationController
    private var bag = Set<AnyCancellable>()
    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        let viewModel = CartlyCartViewModel()
        let cart = CartlyCartViewController(viewModel: viewModel)
        let header = CartlyCartHeaderView()
        header.viewModel = viewModel
        cart.tableView.tableHeaderView = header
        viewModel.checkout
            .sink { [weak self] in self?.showCheckout() }  // expect-edge: CartlyCheckoutViewController
            .store(in: &bag)
        navigationController.pushViewController(cart, animated: true)
    }

    func showCheckout() {
        navigationController.pushViewController(CartlyCheckoutViewController(), animated: true)
    }
}

final class CartlyCartViewModel { let checkout = PassthroughSubject<Void, Never>() }
final class CartlyCartHeaderView: UIView { var viewModel: CartlyCartViewModel? }
final class CartlyCartViewController: UITableViewController {  // expect-screen: uikit 1
    let viewModel: CartlyCartViewModel
    init(viewModel: CartlyCartViewModel) { self.viewModel = viewModel; super.init(style: .plain) }
    required init?(coder: NSCoder) { fatalError() }
}
final class CartlyCheckoutViewController: UIViewController {}  // expect-screen: uikit 0
