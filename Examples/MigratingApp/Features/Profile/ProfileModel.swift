import Foundation

@MainActor
final class ProfileModel: ObservableObject {
    @Published var displayName = "Ana García"
    @Published var email = "ana@example.com"
    @Published var marketingOptIn = false
}
