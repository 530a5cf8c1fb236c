import class SwiftUI.UIHostingController
import UIKit

/// The BOM sits right before an import line that names a hosting type: not a finding.
final class HelpSearchViewController: UISearchController {}
