import SwiftUI
import UIKit

/// Adapter-level refinement: adds a theme hook to every UIKit view bridge.
protocol HostedRepresentable: UIViewRepresentable {
    func applyTheme(to view: UIViewType)
}

/// A second level of refinement, still in the adapter layer.
protocol ThemedTextRepresentable: HostedRepresentable where UIViewType: UITextView {}

extension HostedRepresentable {
    func applyTheme(to view: UIViewType) { view.tintColor = .systemIndigo }
}
