import SwiftUI
import UIKit

/// Presents its content in a hosting controller that asks before discarding edits.
struct DiscardChangesWrapper<Content: View>: UIViewControllerRepresentable {
  typealias UIViewControllerType = UIHostingController<Content>

  let content: Content
  let hasChanges: Bool

  func makeUIViewController(context: Context) -> UIViewControllerType {
    let controller = UIViewControllerType(rootView: content)
    controller.isModalInPresentation = hasChanges
    return controller
  }

  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context) {
    uiViewController.rootView = content
    uiViewController.isModalInPresentation = hasChanges
  }
}
