import UIKit
import SwiftUI

final class ReseñaViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let título = "año 🇲🇽 Configuración"; let h = UIHostingController(rootView: ReseñaView(título: título)) // expect: hosting-outside-adapter
        let 名前 = "ホスト画面"; let ホスト = UIHostingController(rootView: Text(名前)) // expect: hosting-outside-adapter
        let família = "👨‍👩‍👧‍👦 UIHostingController é só texto"
        let café = "e\u{301}"; let x: UIHostingController<Text>? = nil // expect: hosting-outside-adapter
        print(família, café, x as Any)
        addChild(h)
        addChild(ホスト)
    }
}

struct ReseñaView: View {
    let título: String
    var body: some View { Text("⭐️⭐️⭐️ \(título)") }
}
