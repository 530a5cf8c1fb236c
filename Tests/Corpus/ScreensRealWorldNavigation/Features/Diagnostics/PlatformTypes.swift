// Shared between the iOS app and the macOS companion: each platform's controller under
// one name. (Swift's `#if` holds whole declarations, so a class cannot switch its
// superclass inside its header: teams alias the base instead.)
#if canImport(UIKit)
  import UIKit

  public typealias PlatformViewController = UIViewController
  public typealias PlatformNavigationController = UINavigationController
#elseif canImport(AppKit)
  import AppKit

  public typealias PlatformViewController = NSViewController
#endif
