import SwiftUI

struct OrdersListView: View {
    var body: some View { List { Text("Order #1001") } }
}
