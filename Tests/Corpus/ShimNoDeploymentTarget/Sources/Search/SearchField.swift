import SwiftUI

// No Package.swift, Xcode project, xcconfig, project.yml, Project.swift, Podfile or
// `deploymentTargets` here: the rules cannot judge anything, so nothing is reported.
struct SearchField: View {
    @Binding var text: String

    var body: some View {
        if #available(iOS 13, *) {
            TextField("Search", text: $text)
        } else {
            EmptyView()
        }
    }
}

@available(iOS, deprecated: 10.0)
func legacySearch() {}
