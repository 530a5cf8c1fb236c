import SwiftUI
import UIKit

struct ProfileView: View {  // expect-screen: swiftui 1
  let user: User
  @State private var pickingAvatar = false

  var body: some View {
    List {
      ProfileRow(title: user.name)
      NavigationLink(destination: EditProfileView(user: user)) {  // expect-edge: EditProfileView
        ProfileRow(title: "Edit")
      }
    }
    .sheet(isPresented: $pickingAvatar) {  // expect-edge: CropViewController
      AvatarPicker()
    }
    .navigationTitle("Profile")
  }
}

/// Part of a screen, not a destination: not a screen.
struct ProfileRow: View {
  let title: String
  var body: some View { Text(title) }
}

struct EditProfileView: View {  // expect-screen: swiftui 0
  let user: User
  var body: some View { Form { Text(user.name) } }
}

/// Wraps a UIKit controller for SwiftUI: the sheet shows the controller.
struct AvatarPicker: UIViewControllerRepresentable {  // expect: representable-outside-adapter
  func makeUIViewController(context: Context) -> CropViewController { CropViewController() }
  func updateUIViewController(_ controller: CropViewController, context: Context) {}
}

final class CropViewController: UIViewController {}  // expect-screen: uikit 0

/// The old profile screen, still present behind the flag.
final class ProfileViewController: UIViewController {  // expect-screen: uikit 0
  let user: User
  init(user: User) {
    self.user = user
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
}
