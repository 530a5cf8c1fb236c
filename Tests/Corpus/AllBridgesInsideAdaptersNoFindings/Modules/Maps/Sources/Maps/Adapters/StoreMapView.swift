import SwiftUI
import MapKit

struct StoreMapView: UIViewRepresentable {
    let annotations: [MKPointAnnotation]

    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.delegate = context.coordinator
        return map
    }

    func updateUIView(_ map: MKMapView, context: Context) {
        map.removeAnnotations(map.annotations)
        map.addAnnotations(annotations)
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, MKMapViewDelegate {}
}

extension StoreMapView: Equatable {
    static func == (lhs: StoreMapView, rhs: StoreMapView) -> Bool { lhs.annotations == rhs.annotations }
}
