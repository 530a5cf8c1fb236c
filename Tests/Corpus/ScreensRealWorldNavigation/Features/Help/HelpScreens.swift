import UIKit
import WebKit

// A web screen used as it is, and subclassed for the help center: shown itself, it is a
// screen, not only a base.
class HelpWebViewController: UIViewController {  // expect-screen: uikit 0
  private let url: URL
  private let webView = WKWebView()

  init(url: URL) {
    self.url = url
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view = webView
    webView.load(URLRequest(url: url))
  }
}

final class SupportCenterViewController: HelpWebViewController {  // expect-screen: uikit 0
  init() { super.init(url: URL(string: "https://help.example.com")!) }
}

final class SupportViewController: UIViewController {  // expect-screen: uikit 1
  func showTerms() {
    let terms = HelpWebViewController(url: URL(string: "https://example.com/terms")!)
    navigationController?.pushViewController(terms, animated: true)  // expect-edge: HelpWebViewController
  }

  func showHelpCenter() {
    navigationController?.pushViewController(SupportCenterViewController(), animated: true)  // expect-edge: SupportCenterViewController
  }
}
