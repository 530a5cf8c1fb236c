import UIKit

// Child controllers injected through the initializer, or made in viewDidLoad into an
// implicitly unwrapped property, then contained: edges to what they hold.
final class InsightsViewController: UIViewController {  // expect-screen: uikit 1
  private let header: InsightsHeaderViewController
  private var chart: InsightsChartViewController!
  private var legend: UIViewController?
  private let exporter: InsightsExporter

  init(header: InsightsHeaderViewController, exporter: InsightsExporter) {
    self.header = header
    self.exporter = exporter
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(header)  // expect-edge: InsightsHeaderViewController
    view.addSubview(header.view)
    header.didMove(toParent: self)

    chart = InsightsChartViewController()
    addChild(chart)  // expect-edge: InsightsChartViewController
    view.addSubview(chart.view)
    chart.didMove(toParent: self)
  }

  func showLegend() {
    legend = InsightsLegendViewController()
    guard let legend else { return }
    present(legend, animated: true)  // expect-edge: InsightsLegendViewController
  }

  // A local of the property's name is no assignment of the property.
  func warmUp() {
    let legend = InsightsPreviewViewController()
    legend.loadViewIfNeeded()
  }

  // An injected value that is no controller shows nothing.
  func export() {
    exporter.run(from: self)
  }
}

final class InsightsExporter {
  func run(from controller: UIViewController) {}
}

final class InsightsHeaderViewController: UIViewController {}  // expect-screen: uikit 0
final class InsightsChartViewController: UIViewController {}  // expect-screen: uikit 0
final class InsightsLegendViewController: UIViewController {}  // expect-screen: uikit 0
final class InsightsPreviewViewController: UIViewController {}  // expect-screen: uikit 0
