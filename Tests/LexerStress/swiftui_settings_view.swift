import SwiftUI

struct SettingsView: View {
    @AppStorage("notifications.enabled") private var notificationsEnabled = true
    @AppStorage("appearance") private var appearance = Appearance.system
    @State private var cacheSize: Int64 = 128 * 1_024 * 1_024
    @State private var showResetConfirmation = false
    @Environment(\.openURL) private var openURL

    enum Appearance: String, CaseIterable, Identifiable {
        case system, light, dark
        var id: Self { self }
        var label: LocalizedStringKey {
            switch self {
            case .system: "settings.appearance.system"
            case .light: "settings.appearance.light"
            case .dark: "settings.appearance.dark"
            }
        }
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Notifications", isOn: $notificationsEnabled)
                    Picker("Appearance", selection: $appearance) {
                        ForEach(Appearance.allCases) { Text($0.label).tag($0) }
                    }
                } header: {
                    Text("General")
                } footer: {
                    Text("Notifications can also be changed in **Settings › \(Bundle.main.bundleIdentifier ?? "App")**.")
                }

                Section("Storage") {
                    LabeledContent("Cache", value: ByteCountFormatter.string(fromByteCount: cacheSize, countStyle: .file))
                    Button("Clear cache", role: .destructive) { showResetConfirmation = true }
                        .confirmationDialog("Clear \(cacheSize / 1_048_576) MB?", isPresented: $showResetConfirmation, titleVisibility: .visible) {
                            Button("Clear", role: .destructive) { cacheSize = 0 }
                        }
                }

                Section("About") {
                    LabeledContent("Version", value: "\(Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "?") (\(Bundle.main.infoDictionary?["CFBundleVersion"] as? String ?? "0"))")
                    Button("Privacy Policy") { openURL(URL(string: "https://example.com/privacy#data")!) }
                    Link("Source on GitHub", destination: URL(string: "https://github.com/example/app")!)
                }
            }
            .navigationTitle("Settings")
            .preferredColorScheme(appearance == .system ? nil : appearance == .dark ? .dark : .light)
        }
    }
}

#Preview { SettingsView() }
