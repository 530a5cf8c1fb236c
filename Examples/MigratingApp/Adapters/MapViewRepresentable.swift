import SwiftUI
import MapKit

/// UIKit map for the store locator; SwiftUI's `Map` lacks the clustering we need.
struct MapViewRepresentable: UIViewRepresentable {
    var stores: [StoreLocation]

    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.delegate = context.coordinator
        map.register(MKMarkerAnnotationView.self, forAnnotationViewWithReuseIdentifier: "store")
        return map
    }

    func updateUIView(_ map: MKMapView, context: Context) {
        map.removeAnnotations(map.annotations)
        map.addAnnotations(stores.map(\.annotation))
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, MKMapViewDelegate {
        func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
            let view = mapView.dequeueReusableAnnotationView(withIdentifier: "store", for: annotation)
            view.clusteringIdentifier = "stores"
            return view
        }
    }
}
