import SwiftUI
import UIKit

/// The adapter layer's one generic wrapper: any legacy screen, handed in a closure.
struct AnyControllerView<Controller: UIViewController>: UIViewControllerRepresentable {
  let make: () -> Controller

  init(_ make: @escaping () -> Controller) { self.make = make }

  func makeUIViewController(context: Context) -> Controller { make() }

  func updateUIViewController(_ controller: Controller, context: Context) {}
}
