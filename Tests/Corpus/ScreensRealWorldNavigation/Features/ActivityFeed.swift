import SwiftUI
import UIKit

// SwiftUI rows in a UIKit table, written before UIHostingConfiguration: each cell holds
// a hosting controller. The row is the cell's content, not a screen the table shows.
final class ActivityFeedViewController: UITableViewController {  // expect-screen: uikit 0
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "activity", for: indexPath) as! ActivityCell
    cell.configure(title: "Row \(indexPath.row)", parent: self)
    return cell
  }
}

final class ActivityCell: UITableViewCell {
  private let host = UIHostingController(rootView: ActivityRowView(title: ""))  // expect: hosting-outside-adapter

  func configure(title: String, parent: UIViewController) {
    host.rootView = ActivityRowView(title: title)
    if host.parent == nil {
      parent.addChild(host)
      contentView.addSubview(host.view)
      host.didMove(toParent: parent)
    }
  }

  // What a cell presents is a screen, though.
  func showDetails(from parent: UIViewController) {
    let details = UIHostingController(rootView: ActivityDetailView())  // expect: hosting-outside-adapter
    parent.present(details, animated: true)
  }
}

struct ActivityDetailView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Details") }
}

struct ActivityRowView: View {
  let title: String

  var body: some View { Text(title) }
}
