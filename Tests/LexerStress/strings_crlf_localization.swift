// Localizable strings exported from a Windows translation tool (CRLF).
import Foundation

enum Strings {
    static let ok = NSLocalizedString("common.ok", value: "OK", comment: "")
    static let cancel = NSLocalizedString("common.cancel", value: "Cancel", comment: "")
    static let deleteTitle = NSLocalizedString("delete.title", value: "Delete \"%@\"?", comment: "%@ is a file name")
    static let deleteBody = NSLocalizedString("delete.body", value: """
        This can't be undone.
        The file will be removed from all devices.
        """, comment: "Multi-line body")
    static func count(_ n: Int) -> String {
        n == 1 ? "1 item" : "\(n) items"
    }
}

let french: [String: String] = [
    "common.ok": "D’accord",
    "common.cancel": "Annuler",
    "delete.title": "Supprimer « %@ » ?",
    "delete.body": "Cette action est irréversible.\nLe fichier sera supprimé de tous les appareils.",
]
let polish = ["common.cancel": "Anuluj", "delete.title": "Usunąć „%@”?"]
print(Strings.ok, Strings.cancel, Strings.deleteTitle, Strings.deleteBody, Strings.count(3), french.count + polish.count)
