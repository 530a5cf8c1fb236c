enum Switches {
    static let newHome = true // killBy: 2000-01-01 // expect: flag-overdue
    static let newCart = true // retire: 2000-01-01 // expect: flag-without-retirement
    static let newSearch = true // KILLBY: 2099-01-01 // expect: flag-retirement-too-far
}

// Not a container under this configuration.
enum Flags {
    static let ignored = true
}
