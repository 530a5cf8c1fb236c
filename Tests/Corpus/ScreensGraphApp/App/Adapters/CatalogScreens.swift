import SwiftUI
import UIKit

enum CatalogScreens {
  static func makeCatalog() -> UIViewController {
    if Flags.swiftUICatalog {  // expect-pair: LegacyCatalogViewController CatalogView
      return UIHostingController(rootView: CatalogView(items: Catalog.items))
    }
    return LegacyCatalogViewController()
  }
}
