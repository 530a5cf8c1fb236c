// A review of the December 8 changes: each folder a shape a change first broke.
import UIKit

final class AssemblyScreenAssembly {
    func makeCheckout() -> AssemblyCheckoutViewController { AssemblyCheckoutViewController() }
}

final class AssemblyBasketViewController: UIViewController {  // expect-screen: uikit 1
    func checkout(using assembly: AssemblyScreenAssembly) {
        let checkout = assembly.makeCheckout()
        navigationController?.pushViewController(checkout, animated: true)  // expect-edge: AssemblyCheckoutViewController
    }
}
final class AssemblyCheckoutViewController: UIViewController {}  // expect-screen: uikit 0
