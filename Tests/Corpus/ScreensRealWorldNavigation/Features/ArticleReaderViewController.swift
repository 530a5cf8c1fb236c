import UIKit

// A navigation stack edited in place: a copy of it grown and set back, and the stack
// itself appended to.
final class ArticleReaderViewController: UIViewController {  // expect-screen: uikit 1
  @objc private func openRelated() {
    guard let nav = navigationController else { return }
    var stack = nav.viewControllers
    stack.removeLast()
    stack.append(RelatedArticleViewController())
    nav.setViewControllers(stack, animated: true)  // expect-edge: RelatedArticleViewController
  }

  @objc private func openAuthor() {
    navigationController?.viewControllers.append(AuthorBioViewController())  // expect-edge: AuthorBioViewController
  }
}

final class RelatedArticleViewController: UIViewController {}  // expect-screen: uikit 0
final class AuthorBioViewController: UIViewController {}  // expect-screen: uikit 0
