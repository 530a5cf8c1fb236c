import SwiftUI
import UIKit

struct ShareSheet: UIViewControllerRepresentable { // expect: representable-outside-adapter
  let items: [Any]

  func makeUIViewController(context: Context) -> some UIViewController {
    UIActivityViewController(activityItems: items, applicationActivities: nil)
  }

  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context) {}
}
