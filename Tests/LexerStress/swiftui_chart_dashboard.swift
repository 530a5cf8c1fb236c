import SwiftUI
import Charts

struct Sale: Identifiable {
    let id = UUID()
    let day: Date
    let amount: Double
    let region: String
}

struct DashboardView: View {
    let sales: [Sale]
    @State private var selectedRegion: String? = nil
    @State private var rawSelection: Date?

    private var total: Double { sales.reduce(0) { $0 + $1.amount } }
    private var average: Double { sales.isEmpty ? 0 : total / Double(sales.count) }
    private var regions: [String] { Array(Set(sales.map(\.region))).sorted() }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Total: \(total, format: .currency(code: "USD")) · avg \(average, specifier: "%.1f")/day")
                .font(.headline)
            Chart {
                ForEach(sales.filter { selectedRegion == nil || $0.region == selectedRegion }) { sale in
                    BarMark(x: .value("Day", sale.day, unit: .day), y: .value("Amount", sale.amount))
                        .foregroundStyle(by: .value("Region", sale.region))
                        .opacity(rawSelection == nil || Calendar.current.isDate(sale.day, inSameDayAs: rawSelection!) ? 1 : 0.4)
                }
                RuleMark(y: .value("Average", average))
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
                    .annotation(position: .top, alignment: .trailing) { Text("avg").font(.caption2) }
            }
            .chartXSelection(value: $rawSelection)
            .chartYScale(domain: 0...(sales.map(\.amount).max() ?? 1) * 1.2)
            .chartYAxis { AxisMarks(format: .currency(code: "USD").precision(.fractionLength(0))) }
            .frame(height: 240)
            Picker("Region", selection: $selectedRegion) {
                Text("All").tag(String?.none)
                ForEach(regions, id: \.self) { Text($0).tag(Optional($0)) }
            }
            .pickerStyle(.segmented)
        }
        .padding()
    }
}
