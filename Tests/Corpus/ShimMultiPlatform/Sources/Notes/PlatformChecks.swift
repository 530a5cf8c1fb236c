import SwiftUI

// Targets: iOS 16, macOS 13, Mac Catalyst 16. tvOS, watchOS and visionOS are not
// targeted: arguments for them are ignored, and a check naming only them is left alone.
func configureEditor(_ editor: Editor) {
    if #available(iOS 16, macOS 13, *) { editor.enableFind() } // expect: always-true-availability
    if #available(iOS 16, macOS 14, *) { editor.enableInspector() }
    if #available(iOS 15, tvOS 17, *) { editor.enableSearch() } // expect: always-true-availability
    if #available(tvOS 15, watchOS 8, *) { editor.enableFocus() }
    if #available(iOSApplicationExtension 16, *) { editor.enableShare() } // expect: always-true-availability
    // Mac Catalyst reads its own entry when there is one, else the iOS one.
    if #available(macCatalyst 17, *) { editor.enableCatalystToolbar() }
    if #available(iOS 16, macCatalyst 16, *) { editor.enableMenu() } // expect: always-true-availability
    if #available(iOS 16.1, *) { editor.enableLiveActivity() }
    if #available(visionOS 1, *) { editor.enableOrnaments() }
}

@available(iOS, deprecated: 16.0) // not removable: macOS 13 is below 14
@available(macOS, deprecated: 14.0)
func legacyFindBar() {}

@available(iOS, deprecated: 16.0) // expect: removable-shim
@available(macOS, deprecated: 13.0)
func legacyShareSheet() {}

@available(iOS 16, macOS 13, *) // expect: redundant-availability
struct NoteGrid {}

@available(iOS 16, macOS 14, *)
struct NoteInspector {}

@available(watchOS 9, *)
struct NoteComplication {}
