import SwiftUI
import UIKit

struct ChartHost<Data: RandomAccessCollection> where Data.Element == Double {
    let data: Data
}

extension ChartHost: UIViewRepresentable where Data: Equatable { // expect: representable-outside-adapter
    func makeUIView(context: Context) -> LegacyChartView { LegacyChartView() }
    func updateUIView(_ view: LegacyChartView, context: Context) { view.values = Array(data) }
}

extension ChartHost where Data == [Double] {
    /// A where clause alone is not a conformance.
    static var empty: ChartHost { ChartHost(data: []) }
}

extension ChartHost: Equatable where Data: Equatable {}

final class LegacyChartView: UIView {
    var values: [Double] = []
}
