func route(to id: String, store: FlagStore) -> Screen {
    if store.isOn("detail-swiftui") || Flags.detail.isOn {
        return .swiftUI(id)
    }
    let dynamic = Flag(store.currentKey)
    if Flag("legacy-detail").isOn { // expect: flag-without-retirement
        return .legacy(id)
    }
    return .uikit(id)
}
