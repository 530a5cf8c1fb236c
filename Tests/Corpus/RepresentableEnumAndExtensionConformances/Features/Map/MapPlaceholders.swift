import SwiftUI
import MapKit

/// A stateless bridge written as an enum with a single case.
enum EmptyMap: UIViewRepresentable { // expect: representable-outside-adapter
    case standard

    func makeUIView(context: Context) -> MKMapView { MKMapView() }
    func updateUIView(_ view: MKMapView, context: Context) {}
}

final class LegacyRouteMapView: MKMapView {}

struct RouteMap {
    let route: MKRoute?
}

extension RouteMap: UIViewRepresentable { // expect: representable-outside-adapter
    func makeUIView(context: Context) -> LegacyRouteMapView { LegacyRouteMapView() }
    func updateUIView(_ view: LegacyRouteMapView, context: Context) {}
}

extension RouteMap: Equatable {
    static func == (lhs: RouteMap, rhs: RouteMap) -> Bool { lhs.route === rhs.route }
}

extension RouteMap {
    struct Overlay: SwiftUI.UIViewControllerRepresentable { // expect: representable-outside-adapter
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func updateUIViewController(_ controller: UIViewController, context: Context) {}
    }
}
