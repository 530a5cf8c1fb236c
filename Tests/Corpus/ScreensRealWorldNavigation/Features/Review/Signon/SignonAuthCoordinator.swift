// A review of the December 8 changes: each folder a shape a change first broke.
import UIKit
import Combine

final class SignonAppCoordinator {
    let navigationController = UINavigationController()
    private var cancellables = Set<AnyCancellable>()

    func start() {
        let login = SignonLoginViewController()
        login.coordinator = self
        navigationController.setViewControllers([login], animated: false)
    }

    func didFinishLogin() {
        showMain()
    }

    private func showMain() {
        let viewModel = SignonMainViewModel()
        let main = SignonMainViewController(viewModel: viewModel)
        viewModel.openProfile
            .sink { [unowned self] in  // expect-edge: SignonProfileViewController
                self.showProfile()
            }
            .store(in: &cancellables)
        navigationController.setViewControllers([main], animated: true)
    }

    private func showProfile() {
        navigationController.pushViewController(SignonProfileViewController(), animated: true)
    }
}

final class SignonLoginViewController: UIViewController {  // expect-screen: uikit 2
    weak var coordinator: SignonAppCoordinator?
    func loggedIn() { coordinator?.didFinishLogin() }  // expect-edge: SignonMainViewController
}
final class SignonMainViewModel { let openProfile = PassthroughSubject<Void, Never>() }
final class SignonMainViewController: UIViewController {  // expect-screen: uikit 1
    let viewModel: SignonMainViewModel
    init(viewModel: SignonMainViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
}
final class SignonProfileViewController: UIViewController {}  // expect-screen: uikit 0
