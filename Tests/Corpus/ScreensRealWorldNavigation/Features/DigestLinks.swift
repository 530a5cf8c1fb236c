import UIKit

// A route enum whose cases carry values, read for one fixed case
// (`DigestLink.topic(name: "swift").viewController`): that case's screen only.
enum DigestLink {
  case article(id: Int)
  case topic(name: String)

  var viewController: UIViewController {
    switch self {
    case .article(let id): return DigestArticleViewController(articleID: id)
    case .topic(let name): return DigestTopicViewController(topic: name)
    }
  }
}

final class DigestHeadlinesViewController: UITableViewController {  // expect-screen: uikit 1
  var links: [DigestLink] = []

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let link = links[indexPath.row]
    navigationController?.pushViewController(link.viewController, animated: true)  // expect-edge: DigestArticleViewController, DigestTopicViewController
  }

  @objc func openTopic() {
    show(DigestLink.topic(name: "swift").viewController, sender: self)  // expect-edge: DigestTopicViewController
  }
}

final class DigestArticleViewController: UIViewController {  // expect-screen: uikit 0
  init(articleID: Int) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { fatalError() }
}

final class DigestTopicViewController: UIViewController {  // expect-screen: uikit 0
  init(topic: String) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { fatalError() }
}
