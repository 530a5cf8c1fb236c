import SwiftUI

/// Back-deployment shim for iOS 16. Delete once the deployment target is iOS 17.
@available(iOS, deprecated: 17.0, message: "Use ContentUnavailableView directly") // expect: removable-shim
extension View {
    /// Shows an empty-state placeholder instead of `self` when `isEmpty` is true.
    @ViewBuilder
    public func emptyState(_ title: String, systemImage: String, isEmpty: Bool) -> some View {
        if isEmpty {
            if #available(iOS 17, *) { // expect: always-true-availability
                ContentUnavailableView(title, systemImage: systemImage)
            } else {
                VStack(spacing: 8) {
                    Image(systemName: systemImage)
                        .font(.largeTitle)
                        .foregroundStyle(.secondary)
                    Text(title)
                        .font(.headline)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        } else {
            self
        }
    }
}
