import UIKit
import SwiftUI

/// A file named Adapters.swift is not inside an Adapters folder.
@MainActor
func makeFromFileNamedAdapters() -> UIViewController {
    UIHostingController(rootView: Text("file")) // expect: hosting-outside-adapter
}
