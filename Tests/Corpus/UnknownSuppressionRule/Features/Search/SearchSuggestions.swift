// puente:disable-file representable-outside-adaptor -- the file is about to move // expect: unknown-suppression-rule
import SwiftUI
import UIKit

struct SuggestionsList: UIViewRepresentable { // expect: representable-outside-adapter
    func makeUIView(context: Context) -> UITableView { UITableView() }
    func updateUIView(_ view: UITableView, context: Context) {}
}
