import SwiftUI

@available(macOS 13, *) // expect: redundant-availability
struct LedgerWindow: Scene {
    var body: some Scene {
        Window("Ledger", id: "ledger") { LedgerList(entries: []) }
    }
}
