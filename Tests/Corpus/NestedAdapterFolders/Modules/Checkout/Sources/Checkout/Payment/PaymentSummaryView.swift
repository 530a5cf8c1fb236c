import SwiftUI

@Observable final class OrderSummary { var total: Decimal = 0 }

struct PaymentSummaryView: View {
    let order: OrderSummary
    var body: some View { Text(order.total, format: .number) }
}
