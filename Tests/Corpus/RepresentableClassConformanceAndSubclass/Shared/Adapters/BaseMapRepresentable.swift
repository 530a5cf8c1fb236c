import SwiftUI
import MapKit

/// Shared map bridge. Subclasses only override `configure(_:)`.
class BaseMapRepresentable: NSObject, UIViewRepresentable, MKMapViewDelegate {
    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.delegate = self
        configure(map)
        return map
    }

    func updateUIView(_ map: MKMapView, context: Context) {}

    func configure(_ map: MKMapView) {}
}
