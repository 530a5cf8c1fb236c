import UIKit

// Child screens kept in properties, built once and shown later.
final class MapViewController: UIViewController {  // expect-screen: uikit 1
  private lazy var filters = MapFiltersViewController()
  private let legend: MapLegendViewController = {
    let legend = MapLegendViewController()
    legend.modalPresentationStyle = .popover
    return legend
  }()
  private var title2 = "Map"
  private let sidebar = MapSidebarViewController()

  // Containment: the parent shows its child.
  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(sidebar)  // expect-edge: MapSidebarViewController
    view.addSubview(sidebar.view)
    sidebar.didMove(toParent: self)
  }

  // A navigation stack replaced: a push of several screens, not tabs.
  func reset() {
    navigationController?.viewControllers = [MapSearchViewController()]  // expect-edge: MapSearchViewController
  }

  func showFilters() {
    present(filters, animated: true)  // expect-edge: MapFiltersViewController
  }
}

extension MapViewController {
  func showLegend() {
    present(self.legend, animated: true)  // expect-edge: MapLegendViewController
  }
}

final class MapFiltersViewController: UIViewController {}  // expect-screen: uikit 0

final class MapLegendViewController: UIViewController {}  // expect-screen: uikit 0

final class MapSidebarViewController: UIViewController {}  // expect-screen: uikit 0

final class MapSearchViewController: UIViewController {}  // expect-screen: uikit 0
