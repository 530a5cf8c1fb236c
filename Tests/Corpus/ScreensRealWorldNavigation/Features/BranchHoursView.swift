import SwiftUI

// A presentation's content handed as a function by name, not a closure.
struct BranchHoursView: View {  // expect-screen: swiftui 1
  @State private var showsInfo = false
  @State private var showsSlots = false

  var body: some View {
    List {
      Button("About these hours") { showsInfo = true }
      Button("Delivery slots") { showsSlots = true }
    }
    .navigationTitle("Opening hours")
    .popover(isPresented: $showsInfo, content: makeHoursInfo)  // expect-edge: BranchHoursInfoView
    .sheet(isPresented: $showsSlots, content: deliverySlots)  // expect-edge: DeliverySlotsView
  }

  private func makeHoursInfo() -> some View {
    BranchHoursInfoView(note: "Holidays may differ")
  }

  @ViewBuilder private func deliverySlots() -> some View {
    DeliverySlotsView()
  }
}

struct BranchHoursInfoView: View {  // expect-screen: swiftui 0
  let note: String
  var body: some View { Text(note) }
}

struct DeliverySlotsView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Slots") }
}
