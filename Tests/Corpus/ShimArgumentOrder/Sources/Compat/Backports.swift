import SwiftUI
import UIKit

// `message:`, `renamed:` and `introduced:` may come in any order around `deprecated:`
// and `obsoleted:`; every kind of declaration can be a shim.
extension View {
    @available(iOS, message: "Use toolbarTitleMenu", deprecated: 16.0) // expect: removable-shim
    func titleMenuIfAvailable() -> some View { self }

    @available(iOS, renamed: "scrollDismissesKeyboard(_:)", introduced: 13.0, deprecated: 15.0) // expect: removable-shim
    var dismissesKeyboardOnScroll: some View {
        self
    }

    @available(iOS, introduced: 14, message: "Needs the iOS 14 toolbar") // expect: redundant-availability
    func bottomToolbar() -> some View { self }

    @available(iOS, deprecated: 17.0, message: "Use ContentUnavailableView, iOS 17")
    func placeholder(_ text: String) -> some View { self }
}

@available(iOS, message: "Back to UIKit", obsoleted: 16.0) // expect: removable-shim
final class LegacyPageController: UIPageViewController {}

@available(iOSApplicationExtension, deprecated: 16.0, message: "Use Live Activities") // expect: removable-shim
enum WidgetRefreshPolicy { case hourly, daily }

@available(iOS, deprecated: 15.0, message: "uses commas, \"quotes\", and (parens)") // expect: removable-shim
public typealias LegacyCompletion = (Result<Void, Error>) -> Void

struct Formatter {
    @available(iOS, deprecated: 15.0) // expect: removable-shim
    init(legacyLocale: Locale) {}

    @available(iOS, deprecated: 16.0) // expect: removable-shim
    static let sharedLegacy = Formatter(legacyLocale: .current)

    @available(iOS, deprecated: 15.0) // expect: removable-shim
    subscript(legacy index: Int) -> String { "" }

    @available(iOS, unavailable, message: "Not on iOS")
    func macOnlyFormat() {}
}

@available(iOS, introduced: 13.0, deprecated: 16.0, obsoleted: 18.0, message: "Removed in v4", renamed: "ModernFormatter") // expect: removable-shim
public func legacyFormat(_ value: Double) -> String { "\(value)" }

extension Text {
    @available(iOS 15, *) // expect: redundant-availability
    @backDeployed(before: iOS 16.0) // expect: removable-shim
    public func monospacedDigitsIfAvailable() -> Text { self }

    @backDeployed(before: iOS 17.0)
    public func fontWidthIfAvailable() -> Text { self }
}
