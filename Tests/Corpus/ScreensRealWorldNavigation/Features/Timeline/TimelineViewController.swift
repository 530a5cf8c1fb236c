import IGListKit
import UIKit

// IGListKit: the screen makes a section controller per object; the section controller
// pushes from its `viewController`. Its shows are the screen's.
final class TimelineViewController: UIViewController, ListAdapterDataSource {  // expect-screen: uikit 1
  lazy var adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: self)
  var posts: [Post] = []

  func objects(for listAdapter: ListAdapter) -> [ListDiffable] { posts }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
    object is Story ? StorySectionController() : PostSectionController()
  }

  func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
}
