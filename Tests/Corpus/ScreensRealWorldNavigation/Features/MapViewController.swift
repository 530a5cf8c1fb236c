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
