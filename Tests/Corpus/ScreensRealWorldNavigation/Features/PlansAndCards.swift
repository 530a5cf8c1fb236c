import SwiftUI
import UIKit

// Screens calling a coordinator or a view model declared with its type, configured
// nowhere: they show what that type's method shows.
final class PlansCoordinator {
  let navigationController: UINavigationController

  init(navigationController: UINavigationController) { self.navigationController = navigationController }

  func buySubscription() {
    navigationController.pushViewController(PlanCheckoutViewController(), animated: true)
  }
}

final class PlansViewController: UIViewController {  // expect-screen: uikit 1
  weak var coordinator: PlansCoordinator?

  @objc private func buyTapped() { coordinator?.buySubscription() }  // expect-edge: PlanCheckoutViewController
}

final class PlanCheckoutViewController: UIViewController {}  // expect-screen: uikit 0

final class CardsViewModel: ObservableObject {
  weak var navigationController: UINavigationController?

  func addCard() { navigationController?.pushViewController(AddCardViewController(), animated: true) }
  func refresh() {}
}

struct CardsView: View {  // expect-screen: swiftui 1
  @ObservedObject var viewModel: CardsViewModel

  var body: some View {
    List {
      Button("Add card") { viewModel.addCard() }  // expect-edge: AddCardViewController
    }
    .refreshable { viewModel.refresh() }
    .navigationTitle("Cards")
  }
}

final class AddCardViewController: UIViewController {}  // expect-screen: uikit 0
