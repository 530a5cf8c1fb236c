import SwiftUI

struct ShelfView: View {  // expect-screen: swiftui 1
  @State private var filtering = false

  var body: some View {
    List {
      Text("Books")
    }
    .sheet(isPresented: $filtering) {  // expect-edge: ShelfFilterSheet
      ShelfFilterSheet()
    }
  }
}

struct ShelfFilterSheet: View {  // expect-screen: swiftui 0
  var body: some View { Text("Filters") }
}

// Previews are no navigation: what they present or host exists only on the canvas.
#Preview("Filtering") {
  ShelfView()
    .sheet(isPresented: .constant(true)) {
      ShelfPreviewSheet()
    }
}

struct ShelfView_Previews: PreviewProvider {
  static var previews: some View {
    NavigationStack {
      NavigationLink("Open", destination: ShelfPreviewSheet())
    }
  }
}

struct ShelfPreviewSheet: View {
  var body: some View { Text("Preview only") }
}
