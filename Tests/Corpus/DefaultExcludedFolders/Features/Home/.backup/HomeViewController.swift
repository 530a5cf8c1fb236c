import UIKit
import SwiftUI

@MainActor
public func backupHost() -> UIViewController {
    UIHostingController(rootView: Text("vendored").environmentObject(VendoredStore()))
}

public struct VendoredBridge: UIViewRepresentable {
    public func makeUIView(context: Context) -> UIView { UIView() }
    public func updateUIView(_ view: UIView, context: Context) {}
}

final class VendoredStore: ObservableObject {}
