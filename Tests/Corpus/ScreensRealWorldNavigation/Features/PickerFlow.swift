import UIKit
import SwiftUI

final class FiltersViewController: UIViewController {  // expect-screen: uikit 1
  var showSheet = false

  // Generic screens, constructed with their arguments spelled out.
  func pickSize() {
    let picker = PickerViewController<String>()
    navigationController?.pushViewController(picker, animated: true)  // expect-edge: PickerViewController
  }

  // One call, one edge: the navigation controller wraps the screen it shows.
  func openSettings() {
    present(UINavigationController(rootViewController: DisplaySettingsViewController()), animated: true)  // expect-edge: DisplaySettingsViewController
  }
}

final class PickerViewController<Value>: UITableViewController {}  // expect-screen: uikit 0

final class DisplaySettingsViewController: UIViewController {}  // expect-screen: uikit 0

struct ColorSettings: View {  // expect-screen: swiftui 1
  @State private var picking = false
  var body: some View {
    Button("Color") { picking = true }
      .sheet(isPresented: $picking) { SwatchPicker<Int>(values: [1, 2]) }  // expect-edge: SwatchPicker
  }
}

struct SwatchPicker<Value: Hashable>: View {  // expect-screen: swiftui 0
  let values: [Value]
  var body: some View { Text("\(values.count)") }
}

// A view that conforms in an extension, shown in a sheet.
struct LegalNotice {  // expect-screen: swiftui 0
  let text = "Terms"
}

extension LegalNotice: View {
  var body: some View { Text(text) }
}

struct LegalLink: View {  // expect-screen: swiftui 1
  @State private var open = false
  var body: some View {
    Button("Legal") { open = true }
      .sheet(isPresented: $open) { LegalNotice() }  // expect-edge: LegalNotice
  }
}
