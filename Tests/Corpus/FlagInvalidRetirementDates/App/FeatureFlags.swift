enum FeatureFlags {
    static let februaryThirtieth = true // retire: 2027-02-30 // expect: flag-retirement-invalid
    static let monthThirteen = true // retire: 2027-13-01 // expect: flag-retirement-invalid
    static let twoDigitYear = true // retire: 27-03-31 // expect: flag-retirement-invalid
    static let slashes = true // retire: 2027/03/31 // expect: flag-retirement-invalid
    static let prose = true // retire: after the summer release // expect: flag-retirement-invalid
    static let neverWithoutReason = true // retire: never // expect: flag-retirement-invalid

    /// retire: 2027-04-31
    static let aprilThirtyFirst = true // expect: flag-retirement-invalid

    @available(*, deprecated, message: "retire: soon")
    static let deprecatedSoon = true // expect: flag-retirement-invalid

    /// A valid leap day, long past.
    /// retire: 2000-02-29
    static let leapDay = true // expect: flag-overdue

    /// One good date does not hide a bad one: retire: 2000-01-01, expires: 2001-02-29
    static let mixed = true // expect: flag-retirement-invalid
}
