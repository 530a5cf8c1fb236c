import SwiftUI

let warning = "DO NOT EDIT this banner without design review"
let tool = "@generated markers are for tools"

@MainActor
func bannerHost() -> UIViewController { UIHostingController(rootView: Text(warning)) } // expect: hosting-outside-adapter
