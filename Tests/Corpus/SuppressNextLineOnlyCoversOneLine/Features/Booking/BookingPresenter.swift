import UIKit
import SwiftUI

@MainActor
struct BookingPresenter {
    let source: UIViewController
    let booking: BookingModel

    func present() {
        // puente:disable-next-line hosting-outside-adapter, environment-reinjection-outside-adapter -- only the first line of the call
        let host = UIHostingController(
            rootView: BookingView()
                .environment(booking) // expect: environment-reinjection-outside-adapter
        )
        source.present(host, animated: true)
    }
}

@Observable final class BookingModel {}
struct BookingView: View { var body: some View { Text("Booking") } }
