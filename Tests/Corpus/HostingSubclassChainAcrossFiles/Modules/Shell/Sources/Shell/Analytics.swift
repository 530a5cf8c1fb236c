final class Analytics {
    static let shared = Analytics()
    func track(screen: String) {}
}
