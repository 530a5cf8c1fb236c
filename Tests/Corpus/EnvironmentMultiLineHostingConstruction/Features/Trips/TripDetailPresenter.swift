import UIKit
import SwiftUI

@MainActor
struct TripDetailPresenter {
    let source: UIViewController
    let trips: TripStore
    let settings: AppSettings

    func present(trip: Trip) {
        let host = UIHostingController( // expect: hosting-outside-adapter
            rootView: TripDetailView(trip: trip)
                .environmentObject(trips) // expect: environment-reinjection-outside-adapter
                .environment(\.calendar, settings.calendar) // expect: environment-reinjection-outside-adapter
                .environment( // expect: environment-reinjection-outside-adapter
                    settings
                )
                .tint(.orange)
        )
        host.sheetPresentationController?.detents = [.medium(), .large()]
        source.present(host, animated: true)
    }

    func presentItinerary(trip: Trip) {
        source.present(
            UINavigationController(
                rootViewController: UIHostingController( // expect: hosting-outside-adapter
                    rootView: ItineraryView(trip: trip)
                        .environment(settings) // expect: environment-reinjection-outside-adapter
                        .padding()
                )
            ),
            animated: true
        )
    }
}

final class TripStore: ObservableObject {}
@Observable final class AppSettings { var calendar = Calendar.current }
struct Trip: Identifiable { let id: UUID }
struct TripDetailView: View {
    let trip: Trip
    var body: some View { Text(trip.id.uuidString) }
}
struct ItineraryView: View {
    let trip: Trip
    var body: some View { Text("Itinerary") }
}
