import MapKit

final class StoreLocatorMap: BaseMapRepresentable { // expect: representable-outside-adapter
    override func configure(_ map: MKMapView) {
        map.showsUserLocation = true
    }
}

final class DeliveryMap: StoreLocatorMap { // expect: representable-outside-adapter
    override func configure(_ map: MKMapView) {
        super.configure(map)
        map.mapType = .mutedStandard
    }
}

/// Uses the bridge but does not declare one.
struct StoreLocatorScreen {
    let map = StoreLocatorMap()
    let delivery: DeliveryMap? = nil
}
