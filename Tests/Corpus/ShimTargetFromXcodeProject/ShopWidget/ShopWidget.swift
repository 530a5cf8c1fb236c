import SwiftUI
import WidgetKit

@available(iOS 16, *) // expect: redundant-availability
struct OrderStatusWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "orders", provider: OrderStatusProvider()) { entry in
            OrderStatusView(entry: entry)
        }
    }
}
