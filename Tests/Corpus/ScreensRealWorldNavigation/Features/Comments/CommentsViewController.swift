import UIKit

// A table screen calls another file's `extension UIViewController` helper, handing it a
// local named as teams name them (`composerVC`, `reportVc`).
final class CommentsViewController: UITableViewController {  // expect-screen: uikit 1
  @objc private func replyTapped() {
    let composerVC = CommentComposerViewController()
    composerVC.replyTo = 42
    presentModally(composerVC)  // expect-edge: CommentComposerViewController
  }

  @objc private func reportTapped() {
    let reportVc = ReportCommentViewController()
    presentModally(reportVc, style: .pageSheet)  // expect-edge: ReportCommentViewController
  }
}

final class CommentComposerViewController: UIViewController { var replyTo: Int? }  // expect-screen: uikit 0
final class ReportCommentViewController: UIViewController {}  // expect-screen: uikit 0
