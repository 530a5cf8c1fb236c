import UIKit
import LegacyKit

/// `LegacyBridgeView` is LegacyKit's own protocol for embedding UIKit views in SwiftUI.
struct SignatureField: LegacyBridgeView { // expect: representable-outside-adapter
    func makeView() -> UIView { SignaturePad() }
}

final class SignaturePad: UIView, UIKitHostable { // expect: representable-outside-adapter
    var strokes: [[CGPoint]] = []
}

final class CountersignaturePad: SignaturePad { // expect: representable-outside-adapter
}

struct SignatureModel: Codable {
    var strokes: [[Double]] = []
}
