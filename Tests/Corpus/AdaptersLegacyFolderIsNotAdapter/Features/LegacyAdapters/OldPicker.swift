import SwiftUI
import UIKit

struct OldPicker: UIViewRepresentable { // expect: representable-outside-adapter
    func makeUIView(context: Context) -> UIPickerView { UIPickerView() }
    func updateUIView(_ view: UIPickerView, context: Context) {}
}
