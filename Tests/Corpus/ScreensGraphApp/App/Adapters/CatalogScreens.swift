import SwiftUI
import UIKit

enum CatalogScreens {
  static func makeCatalog() -> UIViewController {  // expect-pair: LegacyCatalogViewController CatalogView
    if Flags.swiftUICatalog {
      return UIHostingController(rootView: CatalogView(items: Catalog.items))
    }
    return LegacyCatalogViewController()
  }
}
