import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var dependencies: AppDependencies?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let dependencies = AppDependencies()
        window.rootViewController = dependencies.makeRootViewController()
        window.makeKeyAndVisible()
        self.window = window
        self.dependencies = dependencies
    }
}
