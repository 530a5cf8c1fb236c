import UIKit

/// The profile's detail, which edits: not the orders' detail of the same name.
public final class DetailViewController: UIViewController {  // expect-screen: uikit 1
  @objc private func edit() {
    present(UINavigationController(rootViewController: EditProfileViewController()), animated: true)  // expect-edge: EditProfileViewController
  }
}

public final class EditProfileViewController: UIViewController {}  // expect-screen: uikit 0
