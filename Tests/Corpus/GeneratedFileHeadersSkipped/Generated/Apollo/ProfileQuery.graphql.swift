// @generated
// This file was automatically generated and should not be edited.

import ApolloAPI
import SwiftUI

@MainActor
func profileQueryDebugHost() -> UIViewController {
    UIHostingController(rootView: Text("ProfileQuery").environment(\.locale, .current))
}
