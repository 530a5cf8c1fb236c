import UIKit
import SwiftUI

final class ContactsViewController: UITableViewController {
    private let directory: ContactDirectory
    private var contacts: [Contact] = []

    init(directory: ContactDirectory) {
        self.directory = directory
        super.init(style: .insetGrouped)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
        let contact = contacts[indexPath.row]
        cell.contentConfiguration = UIHostingConfiguration { // expect: hosting-outside-adapter
            ContactRow(contact: contact)
                .environmentObject(directory) // expect: environment-reinjection-outside-adapter
        }
        .minSize(height: 44)
        return cell
    }

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        cell.contentConfiguration = UIHostingConfiguration { ContactRow(contact: self.contacts[indexPath.row]).environment(\.directoryName, self.directory.name) } // expect: hosting-outside-adapter, environment-reinjection-outside-adapter
    }
}

final class ContactDirectory: ObservableObject { let name = "Work" }
struct Contact { let name: String }
struct ContactRow: View {
    let contact: Contact
    var body: some View { Text(contact.name) }
}
private struct DirectoryNameKey: EnvironmentKey { static let defaultValue = "" }
extension EnvironmentValues {
    var directoryName: String {
        get { self[DirectoryNameKey.self] }
        set { self[DirectoryNameKey.self] = newValue }
    }
}
