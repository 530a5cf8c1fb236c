import UIKit
import SwiftUI

@MainActor
struct RatesFactory {
    let rates: RatesModel

    func make() -> UIViewController {
        // puente:disable-next-line environment-reinjection-outside-adapter -- RatesModel is not in the app environment yet
        UIHostingController(rootView: RatesView().environment(rates)) // expect: hosting-outside-adapter
    }

    func makeAlerts() -> UIViewController {
        // puente:disable-next-line hosting-outside-adapter -- the alerts screen is hosted here on purpose
        UIHostingController(rootView: RatesView().environment(rates)) // expect: environment-reinjection-outside-adapter
    }
}

@Observable final class RatesModel {}
struct RatesView: View { var body: some View { Text("Rates") } }
