import SwiftUI

struct AdaptiveList: View {
    let items: [String]

    var body: some View {
        if #available(iOS 17.0, macOS 14.0, *) {
            List(items, id: \.self) { Text($0) }
                .contentMargins(.vertical, 8)
        } else if #available(iOS 16, *) {
            List(items, id: \.self) { Text($0) }.scrollContentBackground(.hidden)
        } else {
            List(items, id: \.self) { Text($0) }
        }
    }
}

func configureHaptics() {
    guard #available(iOS 13.0, *) else { return }
    if #unavailable(iOS 18) {
        print("legacy haptics path")
    }
    if #available(iOS 15, *), !ProcessInfo.processInfo.isLowPowerModeEnabled {
        print("rich haptics")
    }
    while #available(macOS 12, *) { break }
}

func versionTable() -> [String] {
    var result: [String] = []
    if #available(iOS 14.5.1, tvOS 14, watchOS 7.4, visionOS 1.0, *) { result.append("new") }
    if #unavailable(iOS 15, macOS 12) { result.append("old") }
    if #available(iOSApplicationExtension 15, *) { result.append("extension") }
    if #available(macCatalyst 15, *) { result.append("catalyst") }
    return result
}

@available(iOS 15.0, *)
func modern() async { }

func caller() async {
    if #available(iOS 15.0, *) { await modern() }
}
print(versionTable())
