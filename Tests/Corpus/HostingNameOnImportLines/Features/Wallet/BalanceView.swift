import SwiftUI
import class SwiftUI.UIHostingController

struct BalanceView: View {
    var body: some View { Text("€0.00") }
}
