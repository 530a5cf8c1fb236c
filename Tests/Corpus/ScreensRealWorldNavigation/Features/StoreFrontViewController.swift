import UIKit

// Controllers made the coordinator pattern's way: `Storyboarded`'s `instantiate()`, a
// `make() -> Self`, and a typed local built with `.init`.
protocol Storyboarded { static func instantiate() -> Self }

extension Storyboarded where Self: UIViewController {
  static func instantiate() -> Self {
    let storyboard = UIStoryboard(name: "Main", bundle: .main)
    return storyboard.instantiateViewController(withIdentifier: String(describing: self)) as! Self
  }
}

final class StoreFrontViewController: UIViewController {  // expect-screen: uikit 1
  func buy() {
    navigationController?.pushViewController(BuyViewController.instantiate(), animated: true)  // expect-edge: BuyViewController
  }

  func gift() {
    present(GiftViewController.make(), animated: true)  // expect-edge: GiftViewController
  }

  // A library's `instantiate()` (Reusable's `StoryboardSceneBased`), declared nowhere here.
  func review() {
    present(ReviewViewController.instantiate(), animated: true)  // expect-edge: ReviewViewController
  }

  func wrap() {
    let wrapping: GiftWrapViewController = .init(nibName: nil, bundle: nil)
    show(wrapping, sender: self)  // expect-edge: GiftWrapViewController
  }
}

final class BuyViewController: UIViewController, Storyboarded {}  // expect-screen: uikit 0

final class GiftViewController: UIViewController {  // expect-screen: uikit 0
  static func make() -> Self { Self(nibName: nil, bundle: nil) }
}

final class GiftWrapViewController: UIViewController {}  // expect-screen: uikit 0

final class ReviewViewController: UIViewController, StoryboardSceneBased {}  // expect-screen: uikit 0
