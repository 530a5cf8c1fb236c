import SwiftUI
import UIKit

struct ComposeNavigation: UIViewControllerRepresentable { // expect: representable-outside-adapter
  typealias UIViewControllerType = UINavigationController

  let root: UIViewController

  func makeUIViewController(context: Context) -> UIViewControllerType {
    UIViewControllerType(rootViewController: root)
  }

  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context) {}
}
