import UIKit

// VIPER: the view asks its presenter, the presenter asks its router, the router pushes.
// The screen shows what the chain ends in.
protocol TicketListViewInput: AnyObject {}

final class TicketListPresenter {
  weak var view: TicketListViewInput?
  var router: TicketListRouter!

  func didSelectTicket(at index: Int) {
    router.routeToTicketDetail(ticketID: index)
  }
}

final class TicketListRouter {
  weak var viewController: UIViewController?

  func routeToTicketDetail(ticketID: Int) {
    let detail = TicketDetailViewController()
    viewController?.navigationController?.pushViewController(detail, animated: true)
  }
}

final class TicketListViewController: UITableViewController, TicketListViewInput {  // expect-screen: uikit 1
  var presenter: TicketListPresenter!

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    presenter.didSelectTicket(at: indexPath.row)  // expect-edge: TicketDetailViewController
  }
}

final class TicketDetailViewController: UIViewController {}  // expect-screen: uikit 0
