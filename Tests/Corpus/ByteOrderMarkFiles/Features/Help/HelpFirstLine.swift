let helpHostFactory: @MainActor () -> UIViewController = { UIHostingController(rootView: Text("first")) } // expect: hosting-outside-adapter

import SwiftUI
import UIKit
