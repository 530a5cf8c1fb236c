import SwiftUI

struct TimelineTab: View {  // expect-screen: swiftui 1
  @State private var routerPath = RouterPath()

  var body: some View {
    NavigationStack(path: $routerPath.path) {
      TimelineList()
        .cardStyle()
        .withAppRouter()  // expect-edge: AccountDetailView, StatusDetailView
        .withSheetDestinations(sheetDestinations: $routerPath.presentedSheet)  // expect-edge: ComposerView, ReportAccountView
    }
    .environment(routerPath)
  }
}

struct TimelineList: View {
  @Environment(RouterPath.self) private var routerPath

  var body: some View {
    List {
      Button("Compose") { routerPath.presentedSheet = .composer }
      Button("Profile") { routerPath.navigate(to: .accountDetail(id: "me")) }
    }
  }
}
