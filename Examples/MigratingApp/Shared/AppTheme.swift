import SwiftUI
import Observation

/// App-wide colours, injected into every SwiftUI screen by `EnvironmentAdapter`.
@Observable
final class AppTheme {
    var accent: Color = .indigo
    var cornerRadius: CGFloat = 12
}
