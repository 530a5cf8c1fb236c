import UIKit

// A coordinator hands a flow to a child coordinator and starts it: what the child's
// `start()` shows, the parent's method shows.
final class PantryCoordinator {
  private let navigationController: UINavigationController
  private var children: [AnyObject] = []

  init(navigationController: UINavigationController) { self.navigationController = navigationController }

  func showRecipes() {
    let child = RecipesCoordinator(navigationController: navigationController)
    children.append(child)
    child.start()
  }
}

final class RecipesCoordinator {
  private let navigationController: UINavigationController

  init(navigationController: UINavigationController) { self.navigationController = navigationController }

  func start() {
    navigationController.pushViewController(RecipesViewController(), animated: true)
  }
}

final class PantryViewController: UIViewController {  // expect-screen: uikit 1
  weak var coordinator: PantryCoordinator?

  @objc private func recipesTapped() { coordinator?.showRecipes() }  // expect-edge: RecipesViewController
}

final class RecipesViewController: UIViewController {}  // expect-screen: uikit 0
