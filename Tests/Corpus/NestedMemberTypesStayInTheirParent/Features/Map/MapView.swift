import MapKit
import SwiftUI

struct MapView: UIViewRepresentable { // expect: representable-outside-adapter
  struct Configuration {
    var showsUserLocation = true
  }

  var configuration = Configuration()

  func makeUIView(context: Context) -> MKMapView {
    let map = MKMapView()
    map.delegate = context.coordinator
    map.showsUserLocation = configuration.showsUserLocation
    return map
  }

  func updateUIView(_ map: MKMapView, context: Context) {}

  final class Coordinator: NSObject, MKMapViewDelegate {}
}
