import SwiftUI

// This folder has its own minimum, iOS 18.
@available(iOS 18, *) // expect: redundant-availability
struct MeshBackground: View {
    var body: some View {
        MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .green, .yellow])
    }
}
