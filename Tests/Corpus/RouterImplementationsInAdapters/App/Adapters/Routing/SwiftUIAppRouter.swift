import SwiftUI

/// SwiftUI implementation: drives a NavigationStack path.
@MainActor
@Observable
final class SwiftUIAppRouter: AppRouter {
    var path = NavigationPath()

    func show(_ route: Route) { path.append(route) }
    func dismiss() { if !path.isEmpty { path.removeLast() } }
}

struct MapScreen: UIViewRepresentable {
    let latitude: Double
    let longitude: Double
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ view: UIView, context: Context) {}
}
