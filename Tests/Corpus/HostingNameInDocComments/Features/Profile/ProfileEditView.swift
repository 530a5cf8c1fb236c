import SwiftUI

/** The SwiftUI profile editor. Hosted by a UIHostingController (see ProfileCoordinator). */
struct ProfileEditView: View {
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
        }
    }
}
