import UIKit
import LegacyKit

struct InitialsField: LegacyBridgeView {
    func makeView() -> UIView { UIView() }
}
