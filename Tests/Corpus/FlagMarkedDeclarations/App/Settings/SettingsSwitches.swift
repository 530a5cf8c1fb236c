import Foundation

// puente:flag
let useSwiftUISettings = ProcessInfo.processInfo.environment["SWIFTUI_SETTINGS"] != nil // expect: flag-without-retirement

struct SettingsSwitches {
    // puente:flag retire: 2000-01-01 owner: @settings-team
    static var newPicker: Bool { UserDefaults.standard.bool(forKey: "new-picker") } // expect: flag-overdue

    /// Rollout of the new appearance screen.
    // puente:flag
    /// retire: never -- accessibility teams need the UIKit screen
    static var appearanceInSwiftUI: Bool { true }

    // puente:flag

    static var separatedByBlankLine: Bool { true }

    static var notMarked = true // puente:flag
    static var alsoNotMarked = true
}

// puente:flag -- sunset: 2099-01-01
func useSwiftUIAbout() -> Bool { true } // expect: flag-retirement-too-far
