import SwiftUI
import PhotosUI

struct AvatarPicker: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> PHPickerViewController {
        PHPickerViewController(configuration: PHPickerConfiguration())
    }
    func updateUIViewController(_ controller: PHPickerViewController, context: Context) {}
}

final class ProfileHostingController: UIHostingController<AnyView> {}
