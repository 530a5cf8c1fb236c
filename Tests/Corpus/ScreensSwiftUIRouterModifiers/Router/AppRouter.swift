import SwiftUI

// Ice Cubes' router: the destinations of every tab, written once in a `View` extension
// that each tab's stack applies. The views the extension builds are shown by the view
// calling it.
enum RouterDestination: Hashable {
  case accountDetail(id: String)
  case statusDetail(id: String)
}

enum SheetDestination: Identifiable {
  case composer
  case report(accountID: String)

  var id: String {
    switch self {
    case .composer: "composer"
    case .report(let accountID): "report-\(accountID)"
    }
  }
}

@MainActor
extension View {
  func withAppRouter() -> some View {
    navigationDestination(for: RouterDestination.self) { destination in
      switch destination {
      case .accountDetail(let id):
        AccountDetailView(accountID: id)
      case .statusDetail(let id):
        StatusDetailView(statusID: id)
      }
    }
  }

  func withSheetDestinations(sheetDestinations: Binding<SheetDestination?>) -> some View {
    sheet(item: sheetDestinations) { destination in
      switch destination {
      case .composer:
        ComposerView()
      case .report(let accountID):
        ReportAccountView(accountID: accountID)
      }
    }
  }

  /// A modifier that only styles: no screen.
  func cardStyle() -> some View {
    padding().background(.thinMaterial).clipShape(RoundedRectangle(cornerRadius: 12))
  }
}

@MainActor
@Observable
final class RouterPath {
  var path: [RouterDestination] = []
  var presentedSheet: SheetDestination?

  func navigate(to destination: RouterDestination) { path.append(destination) }
}
