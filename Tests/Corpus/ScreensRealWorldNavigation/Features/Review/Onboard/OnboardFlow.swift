// A review of the December 8 changes: each folder a shape a change first broke.
import UIKit

final class OnboardOnboardingCoordinator {
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        let welcome = OnboardWelcomeViewController()
        welcome.coordinator = self
        navigationController.setViewControllers([welcome], animated: false)
    }

    func showPermissions() {
        let permissions = OnboardPermissionsViewController { [weak self] granted in
            self?.showDone()
        }
        navigationController.pushViewController(permissions, animated: true)
    }

    func showDone() {
        navigationController.pushViewController(OnboardDoneViewController(), animated: true)
    }
}

final class OnboardWelcomeViewController: UIViewController {  // expect-screen: uikit 1
    weak var coordinator: OnboardOnboardingCoordinator?
    @objc func next() { coordinator?.showPermissions() }  // expect-edge: OnboardPermissionsViewController
}
final class OnboardPermissionsViewController: UIViewController {  // expect-screen: uikit 0
    let onFinish: (Bool) -> Void
    init(onFinish: @escaping (Bool) -> Void) { self.onFinish = onFinish; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
}
final class OnboardDoneViewController: UIViewController {}  // expect-screen: uikit 0
