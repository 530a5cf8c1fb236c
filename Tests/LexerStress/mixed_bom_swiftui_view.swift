// This file starts with a UTF-8 byte-order mark (EF BB BF), as saved by some Windows editors.
import SwiftUI

struct GreetingView: View {
    @State private var name = "Zoë"
    @Environment(\.locale) private var locale

    var body: some View {
        VStack(spacing: 8) {
            Text("Hello, \(name)!")
                .font(.title)
            Text(#"Raw: "\#(name)" \(notInterpolated)"#)
            Text("""
                Multi-line after a BOM:
                  indented line
                """)
            TextField("Name", text: $name)
        }
        .padding()
    }
}

#Preview { GreetingView() }
