import SwiftUI
import UIKit

struct LegacyOrderHistoryScreen: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> LegacyOrderHistoryViewController {
    LegacyOrderHistoryViewController()
  }
  func updateUIViewController(_ controller: LegacyOrderHistoryViewController, context: Context) {}
}

final class LegacyOrderHistoryViewController: UIViewController {}  // expect-screen: uikit 0
