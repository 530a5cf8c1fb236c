import UIKit

class TutorialBaseViewController: UIViewController {
  var coordinator: TutorialCoordinator?
}
