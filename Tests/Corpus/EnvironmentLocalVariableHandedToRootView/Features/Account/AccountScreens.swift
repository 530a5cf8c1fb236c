import UIKit
import SwiftUI

@MainActor
enum AccountScreens {
    static func makeDetail(model: AccountModel) -> UIViewController {
        let view = AccountDetailView().environment(model) // expect: environment-reinjection-outside-adapter
        return UIHostingController(rootView: view) // expect: hosting-outside-adapter
    }

    static func makeSecurity(model: AccountModel, session: Session) -> UIViewController {
        var content = SecurityView()
            .environmentObject(session) // expect: environment-reinjection-outside-adapter
        let title = "Security"
        let host = UIHostingController( // expect: hosting-outside-adapter
            rootView: content
        )
        host.title = title
        content = SecurityView().environmentObject(session)
        return host
    }

    static func makeDevices(model: AccountModel) -> UIViewController {
        let devices = DevicesView()
            .environment(model) // expect: environment-reinjection-outside-adapter
            .navigationTitle("Devices")
        return UIHostingController(rootView: devices) // expect: hosting-outside-adapter
    }
}

@Observable final class AccountModel {}
final class Session: ObservableObject {}
struct AccountDetailView: View { var body: some View { Text("Account") } }
struct SecurityView: View { var body: some View { Text("Security") } }
struct DevicesView: View { var body: some View { Text("Devices") } }
