import SwiftUI
import UIKit

public final class VendorChartHost: UIHostingController<AnyView> {}
