import SwiftUI
import MapKit

struct StoreLocation: Identifiable, Hashable {
    let id: String
    let name: String
    let latitude: Double
    let longitude: Double

    var annotation: MKPointAnnotation {
        let annotation = MKPointAnnotation()
        annotation.title = name
        annotation.coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        return annotation
    }
}

/// SwiftUI store locator built on the adapter's `MapViewRepresentable`.
struct StoreLocatorView: View {
    @State private var stores: [StoreLocation] = [
        StoreLocation(id: "ber-1", name: "Berlin Mitte", latitude: 52.52, longitude: 13.40),
    ]

    var body: some View {
        MapViewRepresentable(stores: stores)
            .overlay(alignment: .topTrailing) { StorePinView(count: stores.count).frame(width: 44, height: 44) }
            .emptyState("No stores nearby", systemImage: "mappin.slash", isEmpty: stores.isEmpty)
            .navigationTitle("Stores")
    }
}

/// Migration debt: a UIKit bridge declared in feature code instead of Adapters/.
struct StorePinView: UIViewRepresentable {
    let count: Int

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.textAlignment = .center
        label.backgroundColor = .systemBackground
        return label
    }

    func updateUIView(_ label: UILabel, context: Context) {
        label.text = "\(count)"
    }
}
