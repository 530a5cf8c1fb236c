import UIKit

/// The profile tab's first screen: a table whose rows open the profile's own detail.
public final class RootViewController: UITableViewController {  // expect-screen: uikit 2
  var router: Routing?

  @objc private func help() {
    router?.showHelp()  // expect-edge: ProfileHelpViewController
  }

  public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    show(DetailViewController(), sender: self)  // expect-edge: Profile.DetailViewController
  }
}
