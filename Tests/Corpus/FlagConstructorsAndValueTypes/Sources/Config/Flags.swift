struct Flag {
    let key: String
    init(_ key: String, retireBy: String? = nil, owner: String? = nil) { self.key = key }
}

enum Flags {
    static let detail = Flag("detail-swiftui", retireBy: "2000-01-01", owner: "@ana") // expect: flag-overdue
    /// retire: never -- server-side kill switch
    static let killSwitch = Flag("kill-switch")
    static let profile = Flag("profile-swiftui") // expect: flag-without-retirement
    static let remoteSearch = Key<Bool>("search-swiftui", default: false) // expect: flag-without-retirement
    static let remoteCart: Key<Bool> = Key("cart-swiftui", default: false) // retire: 2000-03-01 // expect: flag-overdue
    static let pageSize = Key<Int>("page-size", default: 20)
}

let onboarding = RemoteFlag(key: "onboarding-swiftui", // expect: flag-retirement-too-far
                            retireBy: "2099-06-30")
