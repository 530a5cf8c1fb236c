import SwiftUI

struct LedgerList: View {
    let entries: [Entry]

    var body: some View {
        List(entries) { EntryRow(entry: $0) }
            .listStyle(.insetGrouped)
            // options.deploymentTarget says iOS 16.0 and the target says 17.0: 16.0 decides.
            .scrollIndicatorsIfAvailable()
    }
}

extension View {
    @ViewBuilder
    func scrollIndicatorsIfAvailable() -> some View {
        if #available(iOS 16, macOS 13, *) { // expect: always-true-availability
            scrollIndicators(.hidden)
        } else {
            self
        }
    }

    @ViewBuilder
    func contentMarginsIfAvailable() -> some View {
        if #available(iOS 17, macOS 14, *) {
            contentMargins(.vertical, 8)
        } else {
            padding(.vertical, 8)
        }
    }
}
