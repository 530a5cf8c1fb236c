#!/usr/bin/env bash
# Examples/make-history.sh DIR
#
# Builds a small git repository in DIR (missing or empty) whose ten weekly commits replay
# a UIKit → SwiftUI migration: SwiftUI screens arrive hosted straight from feature code
# (the debt grows), an adapter layer appears and the bridges move into it (the debt
# shrinks while Adapters/ grows), a UIKit screen is retired, and a late regression comes
# back. `puente trend DIR` on it shows the curve; the README (Debt report and trend) shows the output.
#
# Dates, author and committer are fixed, so every run makes the same commits.
set -euo pipefail

if [ $# -ne 1 ] || [ "$1" = "--help" ] || [ "$1" = "-h" ]; then
  echo "usage: Examples/make-history.sh DIR   (DIR must be missing or empty)" >&2
  exit 2
fi
dir=$1
if [ -e "$dir" ] && [ -n "$(ls -A "$dir")" ]; then
  echo "make-history.sh: \`$dir\` is not empty; give a new folder" >&2
  exit 2
fi
mkdir -p "$dir"
cd "$dir"

export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null TZ=UTC LC_ALL=C
git init -q -b main
git config user.name "Migration Bot"
git config user.email "bot@example.invalid"
git config commit.gpgsign false

# commit DATE MESSAGE: stage everything and commit at DATE (09:00 UTC).
commit() {
  git add -A
  GIT_AUTHOR_DATE="$1T09:00:00+0000" GIT_COMMITTER_DATE="$1T09:00:00+0000" git commit -q -m "$2"
}

# file PATH: writes stdin to PATH, creating folders.
file() {
  mkdir -p "$(dirname "$1")"
  cat >"$1"
}

# --- 1. The UIKit app as it was ------------------------------------------------------
file .puente.json <<'EOF'
{
  // The adapter layer: the only place allowed to bridge UIKit and SwiftUI.
  "adapters": ["Adapters/**"]
}
EOF
file App/AppDelegate.swift <<'EOF'
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
EOF
file Features/Common/BaseViewController.swift <<'EOF'
import UIKit

/// Shared styling and analytics for every UIKit screen.
class BaseViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
EOF
file Features/Orders/OrdersViewController.swift <<'EOF'
import UIKit

final class OrdersViewController: BaseViewController {
    let tableView = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
    }
}
EOF
file Features/Settings/SettingsViewController.swift <<'EOF'
import UIKit

final class SettingsViewController: UITableViewController {
    let model = SettingsModel()
}

final class SettingsModel {}
EOF
file Features/Profile/ProfileViewController.swift <<'EOF'
import UIKit

final class ProfileViewController: BaseViewController {
    let session = Session()
}

final class Session {}
EOF
file Features/Stores/StoresViewController.swift <<'EOF'
import UIKit

final class StoresViewController: BaseViewController {}
EOF
commit 2025-01-06 "UIKit app: orders, settings, profile and stores screens"

# --- 2. The first SwiftUI screen, hosted from feature code ------------------------------
file Features/Profile/ProfileView.swift <<'EOF'
import SwiftUI

struct ProfileView: View {
    @EnvironmentObject var session: Session
    var body: some View { Text("Profile") }
}
EOF
file Features/Profile/ProfileViewController.swift <<'EOF'
import SwiftUI
import UIKit

final class ProfileViewController: BaseViewController {
    let session = Session()

    override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIHostingController(rootView: ProfileView().environmentObject(session))
        addChild(host)
        view.addSubview(host.view)
    }
}

final class Session: ObservableObject {}
EOF
commit 2025-01-13 "Profile: first SwiftUI screen, hosted from the profile tab"

# --- 3. A map wrapper and a hosted stores screen ----------------------------------------
file Features/Stores/StoreMap.swift <<'EOF'
import MapKit
import SwiftUI

struct StoreMap: UIViewRepresentable {
    func makeUIView(context: Context) -> MKMapView { MKMapView() }
    func updateUIView(_ view: MKMapView, context: Context) {}
}

struct StoresView: View {
    var body: some View { StoreMap() }
}
EOF
file Features/Stores/StoresViewController.swift <<'EOF'
import SwiftUI
import UIKit

final class StoresViewController: BaseViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        show(UIHostingController(rootView: StoresView()), sender: self)
    }
}
EOF
commit 2025-01-20 "Stores: SwiftUI list with a map wrapper"

# --- 4. More bridges: an orders banner, the settings screen -----------------------------
file Features/Orders/OrderSummaryView.swift <<'EOF'
import SwiftUI

struct OrderSummaryView: View {
    var body: some View { Text("3 orders on their way") }
}
EOF
file Features/Orders/OrdersViewController.swift <<'EOF'
import SwiftUI
import UIKit

final class OrdersViewController: BaseViewController {
    let tableView = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        let banner = UIHostingController(rootView: OrderSummaryView())
        addChild(banner)
    }
}
EOF
file Features/Settings/SettingsView.swift <<'EOF'
import SwiftUI

struct SettingsView: View {
    var body: some View { Form { Text("Settings") } }
}
EOF
file Features/Settings/SettingsViewController.swift <<'EOF'
import SwiftUI
import UIKit

final class SettingsViewController: UITableViewController {
    let model = SettingsModel()

    func openAdvanced() {
        let host = UIHostingController(rootView: SettingsView().environment(model))
        navigationController?.pushViewController(host, animated: true)
    }
}

@Observable final class SettingsModel {}
EOF
commit 2025-01-27 "Orders banner and advanced settings in SwiftUI"

# --- 5. The adapter layer appears; profile goes through it ------------------------------
file Adapters/HostingFactory.swift <<'EOF'
import SwiftUI
import UIKit

/// Makes every hosting controller of the app, with the environment re-injected once.
@MainActor
enum HostingFactory {
    static func profile(session: Session) -> UIViewController {
        UIHostingController(rootView: ProfileView().environmentObject(session))
    }
}
EOF
file Features/Profile/ProfileViewController.swift <<'EOF'
import UIKit

final class ProfileViewController: BaseViewController {
    let session = Session()

    override func viewDidLoad() {
        super.viewDidLoad()
        let child = HostingFactory.profile(session: session)
        addChild(child)
        view.addSubview(child.view)
    }
}

final class Session: ObservableObject {}
EOF
commit 2025-02-03 "Adapters: a hosting factory; profile goes through it"

# --- 6. A themed hosting subclass in Adapters, used from settings -----------------------
file Adapters/ThemedHostingController.swift <<'EOF'
import SwiftUI

/// Applies the app theme to any SwiftUI root view.
class ThemedHostingController<Content: View>: UIHostingController<Content> {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.tintColor = .systemIndigo
    }
}
EOF
sed -i 's/let host = UIHostingController(/let host = ThemedHostingController(/' \
  Features/Settings/SettingsViewController.swift
commit 2025-02-10 "Adapters: themed hosting controller; settings uses it"

# --- 7. The map wrapper moves into the adapter layer ------------------------------------
mkdir -p Adapters
git mv -k Features/Stores/StoreMap.swift Adapters/StoreMap.swift
file Features/Stores/StoresView.swift <<'EOF'
import SwiftUI

struct StoresView: View {
    var body: some View { StoreMap() }
}
EOF
file Adapters/StoreMap.swift <<'EOF'
import MapKit
import SwiftUI

struct StoreMap: UIViewRepresentable {
    func makeUIView(context: Context) -> MKMapView { MKMapView() }
    func updateUIView(_ view: MKMapView, context: Context) {}
}
EOF
commit 2025-02-17 "Stores: move the map wrapper into Adapters"

# --- 8. Settings and stores through the factory -----------------------------------------
file Adapters/HostingFactory.swift <<'EOF'
import SwiftUI
import UIKit

/// Makes every hosting controller of the app, with the environment re-injected once.
@MainActor
enum HostingFactory {
    static func profile(session: Session) -> UIViewController {
        UIHostingController(rootView: ProfileView().environmentObject(session))
    }

    static func settings(model: SettingsModel) -> UIViewController {
        ThemedHostingController(rootView: SettingsView().environment(model))
    }

    static func stores() -> UIViewController {
        UIHostingController(rootView: StoresView())
    }
}
EOF
file Features/Settings/SettingsViewController.swift <<'EOF'
import UIKit

final class SettingsViewController: UITableViewController {
    let model = SettingsModel()

    func openAdvanced() {
        navigationController?.pushViewController(HostingFactory.settings(model: model), animated: true)
    }
}

@Observable final class SettingsModel {}
EOF
file Features/Stores/StoresViewController.swift <<'EOF'
import UIKit

final class StoresViewController: BaseViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        show(HostingFactory.stores(), sender: self)
    }
}
EOF
commit 2025-02-24 "Settings and stores go through the hosting factory"

# --- 9. Orders rewritten in SwiftUI; the UIKit screen is gone ---------------------------
git rm -q Features/Orders/OrdersViewController.swift
file Features/Orders/OrdersView.swift <<'EOF'
import SwiftUI

struct OrdersView: View {
    var body: some View {
        List { OrderSummaryView() }
    }
}
EOF
file Adapters/HostingFactory.swift <<'EOF'
import SwiftUI
import UIKit

/// Makes every hosting controller of the app, with the environment re-injected once.
@MainActor
enum HostingFactory {
    static func profile(session: Session) -> UIViewController {
        UIHostingController(rootView: ProfileView().environmentObject(session))
    }

    static func settings(model: SettingsModel) -> UIViewController {
        ThemedHostingController(rootView: SettingsView().environment(model))
    }

    static func stores() -> UIViewController {
        UIHostingController(rootView: StoresView())
    }

    static func orders() -> UIViewController {
        UIHostingController(rootView: OrdersView())
    }
}
EOF
commit 2025-03-03 "Orders: the whole screen is SwiftUI now; retire OrdersViewController"

# --- 10. A regression: a new UIKit screen hosts a chart directly ------------------------
file Features/Invoices/InvoicesViewController.swift <<'EOF'
import SwiftUI
import UIKit

final class InvoicesViewController: BaseViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let chart = ThemedHostingController(rootView: InvoiceChart())
        addChild(chart)
    }
}

struct InvoiceChart: View {
    var body: some View { Text("Invoices") }
}
EOF
commit 2025-03-10 "Invoices: new screen with a hosted chart"

echo "made $(git rev-list --count HEAD) commits in $dir"
