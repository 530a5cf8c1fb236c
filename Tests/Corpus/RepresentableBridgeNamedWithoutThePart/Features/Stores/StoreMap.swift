import MapKit

/// The stores' UIViewRepresentable map: a subclass of the shared bridge, which belongs
/// in the adapter folder.
final class StoreMap: MapBridge { // expect: representable-outside-adapter
    override func configure(_ map: MKMapView) {
        map.showsUserLocation = true
    }
}
