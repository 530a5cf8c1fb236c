import SwiftUI

struct HistoryView: View {
  let entries: [String]

  var header: SectionHeaderConfiguration {
    SectionHeaderConfiguration(title: "History", buttonA11yIdentifier: AccessibilityIdentifiers.History.clear)
  }

  var body: some View {
    List(entries, id: \.self) { entry in
      Text(entry).testID("history.row")
    }
  }
}
