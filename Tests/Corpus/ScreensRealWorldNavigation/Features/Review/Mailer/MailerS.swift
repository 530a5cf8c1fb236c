// A review of the December 8 changes: each folder a shape a change first broke.
import SwiftUI

enum MailerSheet: Identifiable { case compose, filters; var id: Int { 0 } }

struct MailerInboxView: View {  // expect-screen: swiftui 1
    @State private var sheet: MailerSheet?
    var body: some View {
        List { Text("x") }
            .navigationTitle("Inbox")
            .sheet(item: $sheet) { sheet in  // expect-edge: MailerComposeView, MailerFiltersView
                show(sheet)
            }
    }

    @ViewBuilder
    private func show(_ sheet: MailerSheet) -> some View {
        switch sheet {
        case .compose: MailerComposeView()
        case .filters: MailerFiltersView()
        }
    }
}
struct MailerComposeView: View { var body: some View { Text("c") } }  // expect-screen: swiftui 0
struct MailerFiltersView: View { var body: some View { Text("f") } }  // expect-screen: swiftui 0
