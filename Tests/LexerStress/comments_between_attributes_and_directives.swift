import SwiftUI

@MainActor /* isolation */ @Observable // observation
final class Model {
    var count = 0 /* initial */
}

struct CounterView: View {
    @State /* wrapper */ private var model = Model() // the model
    @Environment(/* key path: */ \.colorScheme) private var scheme

    var body: some View {
        Button(/* label */ "Tap \(model.count)" /* interpolation */) {
            model.count += 1 // increment
        }
        #if os(iOS) // directive comment
        /* comment between directive and modifier */
        .buttonStyle(.borderedProminent)
        #endif /* trailing block comment after #endif */
        .tint(scheme == .dark /* dark? */ ? .orange : .blue)
    }
}

#if DEBUG /* debug only */
@available(iOS 17, *) /* availability */
#Preview /* preview macro */ {
    CounterView()
}
#endif // end

/// Doc comment
/* regular block between doc and decl */
// line comment between doc and decl
@discardableResult /** doc block after attribute */ func reset(_ m: Model) -> Int { defer { m.count = 0 }; return m.count }
