import UIKit

// A protocol extension's default method that shows: the screens adopting the protocol
// show it (adopting it is what they do it for).
protocol ProblemReporting: AnyObject {}

extension ProblemReporting where Self: UIViewController {
  func reportProblem(_ error: Error) {
    present(ReportProblemViewController(error: error), animated: true)  // expect-edge: ReportProblemViewController
  }
}

final class ReportProblemViewController: UIViewController {  // expect-screen: uikit 0
  init(error: Error) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}

final class UploadViewController: UIViewController, ProblemReporting {  // expect-screen: uikit 1
  func uploadFailed(_ error: Error) { reportProblem(error) }
}

// Adopted in an extension.
final class ExportViewController: UIViewController {}  // expect-screen: uikit 1

extension ExportViewController: ProblemReporting {}

// An adopter with a method of its own by that name shows what its own shows.
final class ChatSupportViewController: UIViewController {}  // expect-screen: uikit 0

final class LiveChatViewController: UIViewController, ProblemReporting {  // expect-screen: uikit 1
  func reportProblem(_ error: Error) {
    navigationController?.pushViewController(ChatSupportViewController(), animated: true)  // expect-edge: ChatSupportViewController
  }
}
