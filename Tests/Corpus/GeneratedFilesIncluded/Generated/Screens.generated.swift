// Generated using Sourcery 2.2.4 — https://github.com/krzysztofzablocki/Sourcery
// DO NOT EDIT

import UIKit
import SwiftUI

@MainActor
enum GeneratedScreens {
    static func settings(model: SettingsModel) -> UIViewController {
        UIHostingController(rootView: SettingsScreen().environment(model)) // expect: hosting-outside-adapter, environment-reinjection-outside-adapter
    }
}

struct GeneratedSpinner: UIViewRepresentable { // expect: representable-outside-adapter
    func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView() }
    func updateUIView(_ view: UIActivityIndicatorView, context: Context) {}
}
