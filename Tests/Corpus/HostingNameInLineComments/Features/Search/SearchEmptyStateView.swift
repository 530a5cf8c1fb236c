import SwiftUI

struct SearchEmptyStateView: View {
    var body: some View {
        // Rendered inside a UIHostingController by SearchResultsViewController.
        Text("No results")
            .font(.headline) // UIHostingController sizes this intrinsically
    }
}
