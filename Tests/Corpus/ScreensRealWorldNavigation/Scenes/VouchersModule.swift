import UIKit

// VIPER as its template writes it: each part typed by its protocol, one adopter each.
// The view's call on its presenter shows what the presenter's router pushes.
protocol VouchersViewInput: AnyObject { func show(vouchers: [String]) }
protocol VouchersViewOutput: AnyObject { func didSelectVoucher(at index: Int) }
protocol VouchersRouterInput: AnyObject { func openVoucher(_ code: String) }

final class VouchersViewController: UIViewController, VouchersViewInput {  // expect-screen: uikit 1
  var presenter: VouchersViewOutput!

  func show(vouchers: [String]) {}

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    presenter.didSelectVoucher(at: indexPath.row)  // expect-edge: VoucherDetailViewController
  }
}

final class VouchersPresenter: VouchersViewOutput {
  weak var view: VouchersViewInput?
  var router: VouchersRouterInput!
  var codes: [String] = []

  func didSelectVoucher(at index: Int) { router.openVoucher(codes[index]) }
}

final class VouchersRouter: VouchersRouterInput {
  weak var viewController: UIViewController?

  func openVoucher(_ code: String) {
    let detail = VoucherDetailViewController()
    detail.code = code
    viewController?.navigationController?.pushViewController(detail, animated: true)
  }
}

final class VoucherDetailViewController: UIViewController {  // expect-screen: uikit 0
  var code = ""
}
