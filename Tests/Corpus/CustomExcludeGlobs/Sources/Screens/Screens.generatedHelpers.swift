import SwiftUI
import UIKit

@MainActor
func notQuiteGeneratedHost() -> UIViewController { UIHostingController(rootView: Text("helpers")) } // expect: hosting-outside-adapter
