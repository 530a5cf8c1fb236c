import SwiftUI

extension View {
  /// The app's helper: the identifier is the caller's, so what it sets is not known here.
  func testID(_ identifier: String) -> some View {
    accessibilityIdentifier(identifier)
  }
}

/// A header whose button identifier comes from the section's view model (firefox-ios's
/// LabelButtonHeaderView and its configuration).
struct SectionHeaderConfiguration {
  let title: String
  let buttonA11yIdentifier: String

  init(title: String, buttonA11yIdentifier: String) {
    self.title = title
    self.buttonA11yIdentifier = buttonA11yIdentifier
  }
}

final class LabelButtonHeaderView: UIView {
  let moreButton = UIButton()

  func configure(with configuration: SectionHeaderConfiguration) {
    moreButton.accessibilityIdentifier = configuration.buttonA11yIdentifier
  }
}
