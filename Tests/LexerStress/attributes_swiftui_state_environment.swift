import SwiftUI

struct EditProfileView: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(ProfileStore.self) private var store
    @EnvironmentObject var session: SessionModel
    @State private var name = ""
    @State private var birthday = Date.now
    @State private var showingAlert = false
    @State private var selection: Set<String> = []
    @StateObject private var validator = Validator()
    @AppStorage("prefersMetric") private var prefersMetric = true
    @SceneStorage("draft.bio") private var bio = ""
    @FocusState private var isNameFocused: Bool
    @Namespace private var animation
    @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 24
    @GestureState private var dragOffset = CGSize.zero
    @Bindable var profile: ProfileModel

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name).focused($isNameFocused)
                DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
                Toggle("Metric units", isOn: $prefersMetric)
                TextEditor(text: $bio).frame(minHeight: iconSize * 4)
                TextField("Nickname", text: $profile.nickname)
            }
            .navigationTitle("Edit")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        if validator.isValid(name) { dismiss() } else { showingAlert = true }
                    }
                }
            }
            .alert("Invalid name", isPresented: $showingAlert) { Button("OK", role: .cancel) {} }
            .background(colorScheme == .dark ? Color.black : Color.white)
            .offset(dragOffset)
        }
    }
}

@Observable final class ProfileModel { var nickname = "" }
@Observable final class ProfileStore { var profiles: [String] = [] }
final class SessionModel: ObservableObject { @Published var token: String? }
final class Validator: ObservableObject { func isValid(_ s: String) -> Bool { !s.isEmpty } }
