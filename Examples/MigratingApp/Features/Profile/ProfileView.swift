import SwiftUI

struct ProfileView: View {
    @EnvironmentObject private var profile: ProfileModel

    var body: some View {
        Form {
            Section("Account") {
                TextField("Name", text: $profile.displayName)
                TextField("Email", text: $profile.email)
                    .textContentType(.emailAddress)
                    .keyboardType(.emailAddress)
            }
            Section {
                Toggle("Product news", isOn: $profile.marketingOptIn)
            }
        }
        .navigationTitle("Profile")
    }
}

#Preview {
    NavigationStack {
        ProfileView()
            .environmentObject(ProfileModel())
    }
}
