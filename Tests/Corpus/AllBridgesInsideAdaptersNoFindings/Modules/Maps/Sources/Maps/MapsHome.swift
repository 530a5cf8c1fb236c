import SwiftUI

final class MapsStore: ObservableObject {}

struct MapsHome: View {
    @EnvironmentObject private var store: MapsStore
    var body: some View { StoreMapView(annotations: []) }
}
