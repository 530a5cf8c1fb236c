import SwiftUI
import MapKit

/// The one map bridge; features subclass it to configure the map.
class MapBridge: NSObject, UIViewRepresentable, MKMapViewDelegate {
    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.delegate = self
        configure(map)
        return map
    }

    func updateUIView(_ map: MKMapView, context: Context) {}

    func configure(_ map: MKMapView) {}
}

/// Hosts any SwiftUI screen the UIKit coordinators push.
final class ScreenHost: UIHostingController<AnyView> {}
