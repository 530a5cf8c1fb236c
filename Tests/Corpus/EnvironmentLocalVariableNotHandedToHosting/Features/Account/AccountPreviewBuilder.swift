import UIKit
import SwiftUI

@MainActor
struct AccountPreviewBuilder {
    let model: AccountModel

    /// The injected view is rendered to an image, never hosted.
    func snapshot() -> UIImage? {
        let view = AccountCard().environment(model)
        let renderer = ImageRenderer(content: view)
        return renderer.uiImage
    }

    /// The injected view goes to a different argument label.
    func sheet(from router: SheetRouter) {
        let content = AccountCard().environment(model)
        router.present(content: AnyView(content))
    }

    /// Same variable name as a hosted one elsewhere, but in a different function body.
    func measured() -> CGSize {
        let view = AccountCard().environment(model)
        return MeasuringHost.size(of: AnyView(view))
    }

    func hostPlain() -> UIViewController {
        let view = AccountCard()
        return UIHostingController(rootView: view) // expect: hosting-outside-adapter
    }
}

protocol SheetRouter { func present(content: AnyView) }
enum MeasuringHost { static func size(of view: AnyView) -> CGSize { .zero } }
@Observable final class AccountModel {}
struct AccountCard: View { var body: some View { Text("Card") } }
