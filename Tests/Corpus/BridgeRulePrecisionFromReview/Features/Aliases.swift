import SwiftUI

func makeA() -> UIViewController { ErasedHost(rootView: AnyView(Text("a"))) } // expect: hosting-outside-adapter
func makeB() -> UIViewController { GenericHost(rootView: Text("b")) } // expect: hosting-outside-adapter

struct LegacyPicker: Wrapper { // expect: representable-outside-adapter
    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}

struct Composed: View, UIViewRepresentable & Equatable { // expect: representable-outside-adapter
    var body: some View { EmptyView() }
}
