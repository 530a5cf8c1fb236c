import SwiftUI

struct PhotoGrid: View {
    var body: some View {
        if #available(iOS 17.0, *) { // expect: always-true-availability
            grid.scrollTargetBehavior(.viewAligned)
        } else if #available(iOS 17.0.1, *) {
            grid
        } else {
            grid.padding()
        }
    }

    var grid: some View { LazyVGrid(columns: []) {} }
}

@available(iOS, deprecated: 17) // expect: removable-shim
struct PhotoPickerShim {}

@available(iOS, deprecated: 17.0.1)
struct PatchedPickerShim {}
