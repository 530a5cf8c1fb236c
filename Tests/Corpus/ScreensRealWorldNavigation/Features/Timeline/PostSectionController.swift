import IGListKit
import UIKit

final class PostSectionController: ListSectionController {
  private var post: Post?

  override func didUpdate(to object: Any) { post = object as? Post }

  override func didSelectItem(at index: Int) {
    guard let post else { return }
    let detail = PostDetailViewController()
    detail.post = post
    viewController?.navigationController?.pushViewController(detail, animated: true)  // expect-edge: PostDetailViewController
  }
}

final class StorySectionController: ListSectionController {
  override func didSelectItem(at index: Int) {
    viewController?.present(StoryPlayerViewController(), animated: true)  // expect-edge: StoryPlayerViewController
  }
}

final class PostDetailViewController: UIViewController {  // expect-screen: uikit 0
  var post: Post?
}

final class StoryPlayerViewController: UIViewController {}  // expect-screen: uikit 0
