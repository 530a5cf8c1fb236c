import Testing

@testable import PuenteRules

@Suite struct FlagDateTests {
  @Test(arguments: [
    ("1970-01-01", 0), ("2000-01-01", 10_957), ("2026-06-01", 20_605), ("2000-02-29", 11_016),
    ("9999-12-31", 2_932_896), ("0001-01-01", -719_162), ("1600-03-01", -135_080),
  ])
  func validDatesCountDaysFromTheEpoch(_ text: String, _ days: Int) throws {
    let day = try #require(CalendarDay(iso: text))
    #expect(day.daysSinceEpoch == days)
    #expect(day.description == text)
    #expect(CalendarDay(daysSinceEpoch: days) == day)
  }

  @Test(arguments: [
    ("2027-02-30", "February 2027 has 28 days"), ("2026-02-29", "February 2026 has 28 days"),
    ("1900-02-29", "February 1900 has 28 days"), ("2027-04-31", "April 2027 has 30 days"),
    ("2027-13-01", "there is no month 13"), ("2027-00-10", "there is no month 0"),
    ("2027-01-00", "January 2027 has 31 days"), ("0000-01-01", "there is no year 0000"),
  ])
  func impossibleDatesSayWhy(_ text: String, _ why: String) {
    #expect(CalendarDay.parse(text) == .impossible(why))
    #expect(CalendarDay(iso: text) == nil)
  }

  @Test(arguments: [
    "27-03-31", "2027-3-31", "2027/03/31", "2027-03-31T00:00", "", "２０２７-03-31", "2027-0a-31",
    " 2027-03-31",
  ])
  func malformedDatesAreRejected(_ text: String) {
    #expect(CalendarDay.parse(text) == .malformed)
  }

  @Test func leapYearsFollowTheGregorianRules() {
    #expect(CalendarDay(year: 2024, month: 2, day: 29) != nil)
    #expect(CalendarDay(year: 2000, month: 2, day: 29) != nil)
    #expect(CalendarDay(year: 2100, month: 2, day: 29) == nil)
  }

  @Test func daysBetweenAndAdding() throws {
    let start = try #require(CalendarDay(iso: "2026-06-01"))
    let end = try #require(CalendarDay(iso: "2027-06-01"))
    #expect(start.days(until: end) == 365)
    #expect(end.days(until: start) == -365)
    #expect(start.adding(days: 365) == end)
    #expect(start.adding(days: -152).description == "2025-12-31")
  }

  @Test func todayComesFromTheParameterOrTheClock() {
    #expect(CalendarDay.today(from: "2026-06-01").description == "2026-06-01")
    let clock = CalendarDay.todayUTC()
    #expect(
      CalendarDay.today(from: nil) == clock || CalendarDay.today(from: nil) == clock.adding(days: 1)
    )
    #expect(CalendarDay.today(from: "not a date") >= clock)
    #expect(clock.year >= 2025)
  }
}

/// The reading of one piece of text, as `RetirementNotes` sees it.
private func reading(_ text: String, keys: [String] = FlagSettings.defaultDateKeys) -> (
  Retirement, String?
) {
  var notes = RetirementNotes(keys: keys)
  notes.read(text: text)
  return (notes.retirement, notes.owner)
}

private func day(_ text: String) -> Retirement { .date(CalendarDay(iso: text)!) }

@Suite struct RetirementNotesTests {
  @Test func keysAreWordsFollowedByAColon() {
    #expect(reading("/// retire: 2027-03-31").0 == day("2027-03-31"))
    #expect(reading("// Retire:2027-03-31.").0 == day("2027-03-31"))
    #expect(reading("/* sunset : 2027-03-31 */").0 == day("2027-03-31"))
    #expect(reading("- removeBy: `2027-03-31`").0 == day("2027-03-31"))
    #expect(reading("// we will retire this in 2027-03-31").0 == .missing)
    #expect(reading("// autoretire: 2027-03-31").0 == .missing)
    #expect(reading("// retire-by: 2027-03-31").0 == .missing)
    #expect(reading("// expect: flag-overdue").0 == .missing)
  }

  @Test func ownerIsTheWordAfterOwner() {
    #expect(reading("/// retire: 2027-03-31 owner: @ana").1 == "@ana")
    #expect(reading("/// owner: checkout-team. retire: 2027-03-31").1 == "checkout-team")
    #expect(reading("/// retire: 2027-03-31").1 == nil)
  }

  @Test func neverNeedsAReasonAfterADash() {
    #expect(reading("// retire: never -- kill switch").0 == .never(reason: "kill switch"))
    #expect(reading("// retire: never — kill switch").0 == .never(reason: "kill switch"))
    #expect(reading("/* retire: never -- kill switch */").0 == .never(reason: "kill switch"))
    #expect(reading("// retire: NEVER --  payments  ").0 == .never(reason: "payments"))
    for text in [
      "// retire: never", "// retire: never --", "// retire: never (kill switch)",
      "/* retire: never */",
    ] {
      #expect(
        reading(text).0
          == .invalid(
            text: "never", problem: "a permanent switch needs a reason: `never -- why it stays`"),
        "\(text)")
    }
  }

  @Test func severalReadingsCombine() {
    #expect(reading("retire: 2027-05-01, expires: 2027-03-31").0 == day("2027-03-31"))
    #expect(reading("retire: never -- x, expires: 2027-03-31").0 == day("2027-03-31"))
    #expect(
      reading("retire: 2027-03-31 expires: 2027-02-30").0
        == .invalid(text: "2027-02-30", problem: "February 2027 has 28 days"))
  }

  @Test func constructorArgumentsAreTheWholeValue() {
    var notes = RetirementNotes(keys: ["retireBy"])
    notes.read(argument: "2027-03-31")
    #expect(notes.retirement == day("2027-03-31"))
    var spelled = RetirementNotes(keys: ["retireBy"])
    spelled.read(argument: "retireBy: 2027-03-31")
    #expect(spelled.retirement == day("2027-03-31"))
    var never = RetirementNotes(keys: ["retireBy"])
    never.read(argument: "never -- kill switch")
    #expect(never.retirement == .never(reason: "kill switch"))
    var empty = RetirementNotes(keys: ["retireBy"])
    empty.read(argument: "")
    #expect(empty.retirement == .invalid(text: "", problem: "no date follows the key"))
  }
}
