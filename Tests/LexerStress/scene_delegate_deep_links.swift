import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: UIViewController())
        window?.makeKeyAndVisible()
        connectionOptions.urlContexts.first.map { handle($0.url) }
        connectionOptions.userActivities.first { $0.activityType == NSUserActivityTypeBrowsingWeb }?.webpageURL.map(handle)
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        URLContexts.forEach { handle($0.url) }
    }

    enum Link: Equatable {
        case product(sku: String), category(path: [String]), search(query: String, page: Int), invite(code: String)
    }

    func parse(_ url: URL) -> Link? {
        let path = url.path(percentEncoded: false)
        if let m = path.wholeMatch(of: /\/p\/(?<sku>[A-Z0-9]{6,12})\/?/) {
            return .product(sku: String(m.sku))
        }
        if let m = path.wholeMatch(of: #/ /c (?<rest> (?: / [\w-]+ )+ ) /? /#) {
            return .category(path: m.rest.split(separator: "/").map(String.init))
        }
        if path == "/search", let q = url.query()?.firstMatch(of: /(?:^|&)q=([^&]+)/)?.1 {
            let page = url.query()?.firstMatch(of: /page=(\d+)/).flatMap { Int($0.1) } ?? 1
            return .search(query: String(q).removingPercentEncoding ?? String(q), page: page)
        }
        if url.scheme == "myapp", url.host() == "invite", let code = url.pathComponents.last, code.count == 8 {
            return .invite(code: code)
        }
        return nil
    }

    private func handle(_ url: URL) {
        switch parse(url) {
        case .product(let sku)?: print("→ product", sku)
        case .category(let path)?: print("→ category", path.joined(separator: " › "))
        case let .search(query, page)?: print("→ search \"\(query)\" page \(page)/\(max(page, 10) / 10 * 10)")
        case .invite(let code)?: print("→ invite", code)
        case nil: print("unhandled link: \(url)")
        }
    }
}
