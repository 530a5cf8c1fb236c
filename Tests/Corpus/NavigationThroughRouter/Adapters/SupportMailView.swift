import MessageUI
import SwiftUI

/// The adapter layer may present and dismiss: that is its job.
struct SupportMailView: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> MFMailComposeViewController {
    let controller = MFMailComposeViewController()
    controller.mailComposeDelegate = context.coordinator
    return controller
  }

  func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}

  func makeCoordinator() -> Coordinator { Coordinator() }

  final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {
    func mailComposeController(
      _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?
    ) {
      controller.dismiss(animated: true)
    }
  }
}

struct AdapterHostView: View {
  var body: some View {
    Button("Open") { UIApplication.shared.keyWindow?.rootViewController?.present(UIViewController(), animated: true) }
  }
}
