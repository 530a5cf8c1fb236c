import SwiftUI

struct ComposeSheet: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    @State private var text = ""
    @State private var attachImage = false
    var onSend: (String) -> Void

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                TextEditor(text: $text).frame(minHeight: 120)
                attachment
                Text("\(text.count)/280 · \(280 - text.count < 0 ? "too long" : "\(280 - text.count) left")")
                    .font(.caption.monospacedDigit())
                    .foregroundStyle(text.count > 280 ? .red : .secondary)
            }
            .padding()
            .toolbar { toolbarContent }
        }
        .interactiveDismissDisabled(!text.isEmpty)
    }

    @ViewBuilder private var attachment: some View {
        if attachImage {
            Image(uiImage: #imageLiteral(resourceName: "attachment-placeholder"))
                .resizable().scaledToFit().frame(height: 80)
        } else if #unavailable(iOS 16) {
            Text("Attachments need iOS 16+")
        } else {
            Toggle("Attach image", isOn: $attachImage)
        }
    }

    @ToolbarContentBuilder private var toolbarContent: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
        ToolbarItem(placement: .confirmationAction) {
            Button("Send") { onSend(text); dismiss() }.disabled(text.isEmpty || text.count > 280)
        }
    }
}

struct DetailView: View {
    @Environment(\.dismiss) var dismiss
    @ViewBuilder func row(_ title: String, _ value: String?) -> some View {
        if let value { LabeledContent(title, value: value) } else { EmptyView() }
    }
    var body: some View {
        List {
            row("Created at", "\(#fileID):\(#line):\(#column)")
            row("Missing", nil)
            Button("Close", action: { dismiss() })
        }
    }
}
