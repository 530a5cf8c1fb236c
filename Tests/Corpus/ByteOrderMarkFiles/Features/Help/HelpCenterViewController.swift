import UIKit
import SwiftUI

final class HelpCenterViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let articles = UIHostingController(rootView: HelpArticlesView()) // expect: hosting-outside-adapter
        addChild(articles)
        view.addSubview(articles.view)
    }
}

struct HelpArticlesView: View { var body: some View { Text("Artículos de ayuda") } }
