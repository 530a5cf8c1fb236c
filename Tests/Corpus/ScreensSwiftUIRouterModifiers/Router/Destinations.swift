import SwiftUI

struct AccountDetailView: View {  // expect-screen: swiftui 0
  let accountID: String

  var body: some View { Text(accountID) }
}

struct StatusDetailView: View {  // expect-screen: swiftui 0
  let statusID: String

  var body: some View { Text(statusID) }
}

struct ComposerView: View {  // expect-screen: swiftui 0
  var body: some View { TextEditor(text: .constant("")) }
}

struct ReportAccountView: View {  // expect-screen: swiftui 0
  let accountID: String

  var body: some View { Text("Report \(accountID)") }
}
