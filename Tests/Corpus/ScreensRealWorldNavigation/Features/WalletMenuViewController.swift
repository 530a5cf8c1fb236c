import UIKit

// A value chosen in a `switch`, each case configuring its own `let vc` before handing it
// on: every case's screen is shown, not only the first `vc`'s.
final class WalletMenuViewController: UITableViewController {  // expect-screen: uikit 1
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let destination: UIViewController
    switch indexPath.row {
    case 0:
      let vc = WalletCardsViewController()
      vc.title = "Cards"
      destination = vc
    case 1:
      let vc = WalletPassesViewController()
      vc.title = "Passes"
      destination = vc
    default:
      destination = WalletHelpViewController()
    }
    navigationController?.pushViewController(destination, animated: true)  // expect-edge: WalletCardsViewController, WalletPassesViewController, WalletHelpViewController
  }
}

final class WalletCardsViewController: UIViewController {}  // expect-screen: uikit 0
final class WalletPassesViewController: UIViewController {}  // expect-screen: uikit 0
final class WalletHelpViewController: UIViewController {}  // expect-screen: uikit 0
