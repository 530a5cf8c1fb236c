import MapKit

extension MapView {
  func makeCoordinator() -> Coordinator { Coordinator() }

  static func standard() -> MapView { MapView(configuration: Configuration(showsUserLocation: false)) }
}
