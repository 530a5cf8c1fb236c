import SwiftUI

@Observable final class SettingsModel {}
struct SettingsScreen: View { var body: some View { Text("Settings") } }
