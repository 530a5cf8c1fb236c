import UIKit

enum Theme {
    static let accent = #colorLiteral(red: 1, green: 0.584, blue: 0, alpha: 1)
    static let background = #colorLiteral(red: 0.11, green: 0.11, blue: 0.118, alpha: 1)
    static let translucent = #colorLiteral(red: 0.0, green: 0.0, blue: 0.0, alpha: 0.5)
    static let placeholder = #imageLiteral(resourceName: "placeholder")
    static let logo = #imageLiteral(resourceName: "Brand/logo@2x.png")
    static let readme = #fileLiteral(resourceName: "README.md")
}

final class SplashViewController: UIViewController {
    private let logoView = UIImageView(image: Theme.logo)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Theme.background
        view.tintColor = #colorLiteral(red: 0.2, green: 0.6, blue: 0.86, alpha: 1)
        logoView.image = traitCollection.userInterfaceStyle == .dark ? #imageLiteral(resourceName: "logo-dark") : Theme.logo
        let palette = [#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1), #colorLiteral(red: 0, green: 1, blue: 0, alpha: 1), #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)]
        let ratio = Theme.accent.cgColor.alpha / 2
        print(palette.count, ratio, Theme.readme, Theme.placeholder, Theme.translucent)
        view.addSubview(logoView)
    }
}
