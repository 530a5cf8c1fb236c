import SwiftUI
import UIKit

protocol FormFieldRepresentable: UIViewRepresentable { // expect: representable-outside-adapter
    var placeholder: String { get }
}

struct PhoneNumberField: FormFieldRepresentable { // expect: representable-outside-adapter
    let placeholder = "+1 555 0100"
    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.placeholder = placeholder
        field.keyboardType = .phonePad
        return field
    }
    func updateUIView(_ view: UITextField, context: Context) {}
}

protocol FormFieldStyle {
    var cornerRadius: Double { get }
}
