import UIKit

// VIPER as the Generamba template writes it: the view's presenter is its `output`, the
// presenter's router opens screens through its `transitionHandler`.
protocol PasscodeViewInput: AnyObject { func setupInitialState() }
protocol PasscodeViewOutput: AnyObject {
  func viewIsReady()
  func didTapForgotPasscode()
}
protocol PasscodeRouterInput: AnyObject { func openPasscodeReset() }

final class PasscodeViewController: UIViewController, PasscodeViewInput {  // expect-screen: uikit 1
  var output: PasscodeViewOutput!

  override func viewDidLoad() {
    super.viewDidLoad()
    output.viewIsReady()
  }

  func setupInitialState() {}

  @IBAction func forgotPasscodeTapped(_ sender: UIButton) {
    output.didTapForgotPasscode()  // expect-edge: PasscodeResetViewController
  }
}

final class PasscodePresenter: PasscodeViewOutput {
  weak var view: PasscodeViewInput!
  var router: PasscodeRouterInput!

  func viewIsReady() { view.setupInitialState() }

  func didTapForgotPasscode() { router.openPasscodeReset() }
}

final class PasscodeRouter: PasscodeRouterInput {
  weak var transitionHandler: UIViewController!

  func openPasscodeReset() {
    transitionHandler.present(PasscodeResetViewController(), animated: true)
  }
}

final class PasscodeResetViewController: UIViewController {}  // expect-screen: uikit 0
