import SwiftUI
import UIKit

// Real-world shapes (session-ios's onboarding screens, PrivateRide's trip history).

/// The hosting controller is handed to the view so it can push the next step: each
/// reach into UIKit is its own finding, on its own line.
struct LoadingScreen: View {
  let host: HostWrapper

  var body: some View {
    ProgressView()
      .onAppear { finish() }
  }

  private func finish() {
    let next = UIHostingController(rootView: DisplayNameScreen()) // expect: hosting-outside-adapter
    if let navigationController = self.host.controller?.navigationController { // expect: uikit-navigation-in-swiftui
      let viewControllers = navigationController.viewControllers.filter { !($0 is LoadingViewController) }
      navigationController.setViewControllers(viewControllers + [next], animated: true) // expect: uikit-navigation-in-swiftui
    } else {
      self.host.controller?.present(next, animated: true) // expect: uikit-navigation-in-swiftui
    }
  }
}

protocol TripHistoryViewModelProtocol: ObservableObject {
  func dismiss(animated: Bool)
  func present(_ trip: Trip, animated: Bool)
}

/// `dismiss(animated:)` and `present(_:animated:)` on the view's own view model, delegate
/// or actions are calls into an injected abstraction that mirrors UIKit's names: not on
/// a controller, so not judged.
struct TripHistoryView<VM: TripHistoryViewModelProtocol>: View {
  @ObservedObject var viewModel: VM
  weak var delegate: TripHistoryDelegate?
  let actions: TripActions
  let trips: [Trip]

  var body: some View {
    List(trips) { trip in
      Button(trip.title) { viewModel.present(trip, animated: true) }
    }
    .toolbar {
      Button("Back") { viewModel.dismiss(animated: true) }
      Button("Done") { delegate?.dismiss(animated: true) }
      Button("Share") { actions.present(animated: true) }
    }
  }
}

/// A receiver declared as a controller is one, whatever its name.
struct ReceiptView: View {
  weak var presenter: UIViewController?
  let share: () -> UIActivityViewController

  var body: some View {
    Button("Share") {
      let sheet = share()
      presenter?.present(sheet, animated: true) // expect: uikit-navigation-in-swiftui
      let alert = UIAlertController(title: "Shared", message: nil, preferredStyle: .alert)
      alert.dismiss(animated: false) // expect: uikit-navigation-in-swiftui
    }
  }
}
