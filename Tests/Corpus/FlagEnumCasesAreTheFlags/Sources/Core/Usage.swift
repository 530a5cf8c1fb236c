func showDetail(flags: FeatureFlagStore) {
    if flags.isOn(.detailInSwiftUI) {
        print("retire: 2000-01-01 is not a declaration")
    }
}
