import UIKit
import SwiftUI

/// Static settings table; the profile row opens the SwiftUI profile screen.
final class SettingsViewController: UITableViewController {
    private enum Row: Int, CaseIterable {
        case profile, notifications, about
    }

    private let profile: ProfileModel

    init(profile: ProfileModel) {
        self.profile = profile
        super.init(style: .insetGrouped)
        title = "Settings"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Row.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        switch Row(rawValue: indexPath.row) {
        case .profile: content.text = "Profile"
        case .notifications: content.text = "Notifications"
        case .about, nil: content.text = "About"
        }
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard Row(rawValue: indexPath.row) == .profile else { return }
        // Migration debt: bypasses the router and re-injects the environment by hand.
        let host = UIHostingController(rootView: ProfileView().environmentObject(profile))
        navigationController?.pushViewController(host, animated: true)
    }
}
