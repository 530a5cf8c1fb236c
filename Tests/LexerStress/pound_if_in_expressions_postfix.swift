import SwiftUI

struct SettingsRow: View {
    var title: String
    var body: some View {
        Text(title)
            .font(.body)
        #if os(iOS)
            .padding(.horizontal, 16)
            .listRowSeparator(.hidden)
        #elseif os(macOS)
            .padding(.horizontal, 8)
        #else
            .padding()
        #endif
            .foregroundStyle(.primary)
        #if DEBUG
            .border(.red)
            #if targetEnvironment(simulator)
            .overlay(Text("SIM").font(.caption2))
            #endif
        #endif
    }
}

let numbers = [3, 1, 2]
    .sorted()
#if swift(>=5.9)
    .map { $0 * 2 }
#endif
    .filter { $0 > 0 }

let request = URLRequest(url: URL(string: "https://example.com")!)
#if DEBUG
    .debugDescription
#else
    .description
#endif

let configuration = URLSessionConfiguration.default
let session = URLSession(
    configuration: configuration
)
print(numbers, request, session)
