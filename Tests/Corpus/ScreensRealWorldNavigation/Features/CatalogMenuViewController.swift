import UIKit

// Regression: a local named `allCases`, read from a value's `allCases`, sent the element
// type's lookup round for ever (a crash on a stack overflow).
final class CatalogMenuViewController: UIViewController {  // expect-screen: uikit 0
  let source = MenuCatalog()

  func reload() {
    let allCases = source.allCases
    let controllers = allCases.map { $0.makeMenuController() }
    setViewControllers(controllers, animated: false)
  }
}

final class MenuCatalog {
  var allCases: [String] { ["Starters", "Mains"] }
}
