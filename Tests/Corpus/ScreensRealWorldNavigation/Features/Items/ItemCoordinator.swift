import UIKit

final class ItemCoordinator {
  private let router: Router

  init(router: Router) { self.router = router }

  func start() { showItemList() }

  private func showItemList() {
    let itemList = ItemsListController()
    itemList.onItemSelect = { [weak self] item in self?.showItemDetail(item) }  // expect-edge: ItemDetailController
    router.setRootModule(itemList)
  }

  private func showItemDetail(_ item: ItemRecord) {
    let itemDetail = ItemDetailController(item: item)
    itemDetail.onEdit = { [weak self] in self?.showItemEditor() }  // expect-edge: ItemEditorController
    router.push(itemDetail, animated: true)
  }

  private func showItemEditor() {
    router.present(ItemEditorController())
  }
}

final class ItemsListController: UIViewController {  // expect-screen: uikit 2
  var onItemSelect: ((ItemRecord) -> Void)?
}

final class ItemDetailController: UIViewController {  // expect-screen: uikit 1
  var onEdit: (() -> Void)?
  init(item: ItemRecord) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class ItemEditorController: UIViewController {}  // expect-screen: uikit 0
