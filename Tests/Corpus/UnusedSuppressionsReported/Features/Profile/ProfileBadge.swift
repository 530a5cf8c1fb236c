// puente:disable-file representable-outside-adapter -- badge bridge stays here until the design system ships one
import SwiftUI
import UIKit

struct ProfileBadge: UIViewRepresentable {
    func makeUIView(context: Context) -> UILabel { UILabel() }
    func updateUIView(_ view: UILabel, context: Context) {}
}

// puente:disable hosting-outside-adapter -- preview helpers
@MainActor
func badgePreviewHost() -> UIViewController { UIHostingController(rootView: Text("badge")) }
// puente:enable hosting-outside-adapter
