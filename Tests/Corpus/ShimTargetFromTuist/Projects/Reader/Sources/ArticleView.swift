import SwiftUI

struct ArticleView: View {
    let article: Article

    var body: some View {
        ScrollView {
            Text(article.body)
        }
        .backportedInspector(isPresented: .constant(false))
    }
}

extension View {
    @available(iOS, deprecated: 17.0, renamed: "inspector(isPresented:content:)") // expect: removable-shim
    @available(macOS, deprecated: 14.0, renamed: "inspector(isPresented:content:)")
    func backportedInspector(isPresented: Binding<Bool>) -> some View {
        if #available(iOS 17, macOS 14, *) { // expect: always-true-availability
            return AnyView(inspector(isPresented: isPresented) { Text("Details") })
        } else {
            return AnyView(self)
        }
    }
}
