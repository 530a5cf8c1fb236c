import UIKit

// The archive's scenes share a base class holding their router.
class ArchiveBaseViewController: UIViewController {
  var router: (NSObjectProtocol & ArchiveRoutingLogic)?
}
