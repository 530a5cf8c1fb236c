import SwiftUI

// The "SwiftUI coordinator" of many tutorials: one builder per presentation, overloaded
// by its argument label (`build(page:)`, `build(sheet:)`, `build(fullScreenCover:)`).
// Each call reaches the builder its label names.
enum FruitPage: String, Identifiable, Hashable { case apple, banana; var id: String { rawValue } }
enum FruitSheet: String, Identifiable { case lemon; var id: String { rawValue } }
enum FruitCover: String, Identifiable { case olive; var id: String { rawValue } }

final class FruitCoordinator: ObservableObject {
  @Published var path = NavigationPath()
  @Published var sheet: FruitSheet?
  @Published var cover: FruitCover?

  @ViewBuilder
  func build(page: FruitPage) -> some View {
    switch page {
    case .apple: AppleView()
    case .banana: BananaView()
    }
  }

  @ViewBuilder
  func build(sheet: FruitSheet) -> some View {
    switch sheet {
    case .lemon: NavigationStack { LemonView() }
    }
  }

  @ViewBuilder
  func build(fullScreenCover: FruitCover) -> some View {
    switch fullScreenCover {
    case .olive: NavigationStack { OliveView() }
    }
  }
}

struct FruitCoordinatorView: View {  // expect-screen: swiftui 1
  @StateObject private var coordinator = FruitCoordinator()

  var body: some View {
    NavigationStack(path: $coordinator.path) {
      coordinator.build(page: .apple)
        .navigationDestination(for: FruitPage.self) { page in  // expect-edge: AppleView, BananaView
          coordinator.build(page: page)
        }
        .sheet(item: $coordinator.sheet) { sheet in  // expect-edge: LemonView
          coordinator.build(sheet: sheet)
        }
        .fullScreenCover(item: $coordinator.cover) { cover in  // expect-edge: OliveView
          coordinator.build(fullScreenCover: cover)
        }
    }
  }
}

struct AppleView: View { var body: some View { Text("Apple").navigationTitle("Apple") } }  // expect-screen: swiftui 0
struct BananaView: View { var body: some View { Text("Banana") } }  // expect-screen: swiftui 0
struct LemonView: View { var body: some View { Text("Lemon") } }  // expect-screen: swiftui 0
struct OliveView: View { var body: some View { Text("Olive") } }  // expect-screen: swiftui 0
