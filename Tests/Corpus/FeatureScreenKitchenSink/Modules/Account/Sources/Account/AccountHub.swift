import SwiftUI
import PhotosUI

@Observable final class AccountModel { var name = "Jordan" }

struct AccountHub: View {
    @Environment(AccountModel.self) private var account

    var body: some View {
        List {
            Section("Profile") { Text(account.name) }
        }
    }
}

struct AvatarPicker: AccountRepresentable { // expect: representable-outside-adapter
    func makeUIViewController(context: Context) -> PHPickerViewController {
        PHPickerViewController(configuration: PHPickerConfiguration())
    }
    func updateUIViewController(_ controller: PHPickerViewController, context: Context) {}
}
