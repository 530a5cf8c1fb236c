#if canImport(UIKit)
  import UIKit
#else
  import AppKit
#endif

final class DiagnosticsViewController: PlatformViewController {  // expect-screen: uikit 1
  private let logs = LogStore()

  func showLog() {
    #if canImport(UIKit)
      navigationController?.pushViewController(LogViewController(store: logs), animated: true)  // expect-edge: LogViewController
    #else
      presentAsSheet(LogViewController(store: logs))
    #endif
  }
}

final class LogViewController: PlatformViewController {  // expect-screen: uikit 0
  private let store: LogStore

  init(store: LogStore) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class DiagnosticsNavigationController: PlatformNavigationController {  // expect-screen: container 2
  override func viewDidLoad() {
    super.viewDidLoad()
    setViewControllers([DiagnosticsViewController()], animated: false)  // expect-edge: DiagnosticsViewController
  }
}

final class LogStore {
  private(set) var lines: [String] = []
  func append(_ line: String) { lines.append(line) }
}
