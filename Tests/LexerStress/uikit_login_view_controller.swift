import UIKit

/// Login screen. /* legacy XIB removed in 3.0 */
final class LoginViewController: UIViewController, UITextFieldDelegate {
    @IBOutlet private weak var emailField: UITextField!
    @IBOutlet private weak var passwordField: UITextField!
    @IBOutlet private weak var loginButton: UIButton!
    private let spinner = UIActivityIndicatorView(style: .medium)
    var onLogin: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("login.title", comment: "Title of the \"Login\" screen")
        emailField.delegate = self
        passwordField.isSecureTextEntry = true
        loginButton.addTarget(self, action: #selector(loginTapped(_:)), for: .touchUpInside)
        loginButton.layer.cornerRadius = loginButton.bounds.height / 2
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardChanged(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        #if DEBUG
        emailField.text = "qa+\(Int.random(in: 1...999))@example.com"
        #endif
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField { passwordField.becomeFirstResponder() } else { loginTapped(loginButton) }
        return true
    }

    @objc private func loginTapped(_ sender: UIButton) {
        guard let email = emailField.text?.trimmingCharacters(in: .whitespaces), email.wholeMatch(of: /[^@\s]+@[^@\s]+\.[a-z]{2,}/) != nil else {
            showError("Please enter a valid e-mail (like \"name@example.com\").")
            return
        }
        guard let password = passwordField.text, password.count >= 8 else {
            showError("Password needs ≥ 8 characters; you typed \(passwordField.text?.count ?? 0).")
            return
        }
        spinner.startAnimating()
        Task { @MainActor [weak self] in
            defer { self?.spinner.stopAnimating() }
            try? await Task.sleep(nanoseconds: 300_000_000)
            self?.onLogin?(email + ":" + String(repeating: "*", count: password.count))
        }
    }

    @objc private func keyboardChanged(_ note: Notification) {
        guard let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        additionalSafeAreaInsets.bottom = max(0, view.bounds.maxY - frame.minY - view.safeAreaInsets.bottom / 1)
    }

    private func showError(_ message: String) {
        let alert = UIAlertController(title: "Oops", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
