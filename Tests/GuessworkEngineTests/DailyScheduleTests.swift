import Foundation
import PropertyBased
import Testing

@testable import GuessworkEngine

@Suite("Daily puzzles")
struct DailyScheduleTests {
  let schedule = DailySchedule(answers: syntheticWords(40))

  // MARK: Numbering

  @Test("Puzzle #1 is on the first day; there is none before it")
  func firstPuzzle() {
    #expect(DailySchedule.firstDay == day("2026-01-01"))
    #expect(schedule.number(for: DailySchedule.firstDay) == 1)
    #expect(schedule.day(for: 1) == DailySchedule.firstDay)
    #expect(schedule.number(for: day("2025-12-31")) == nil)
    #expect(schedule.puzzle(for: day("2025-12-31")) == nil)
  }

  @Test(
    "Numbers run on across month ends, year ends and leap days",
    arguments: [
      ("2026-01-31", 31), ("2026-02-01", 32), ("2026-03-15", 74), ("2026-12-31", 365),
      ("2027-01-01", 366), ("2028-02-28", 789), ("2028-02-29", 790), ("2028-03-01", 791),
      ("2029-01-01", 1097),
    ])
  func numbering(date: String, number: Int) {
    #expect(schedule.number(for: day(date)) == number)
    #expect(schedule.day(for: number) == day(date))
  }

  @Test("Every later day has the next number, and numbers map back to their days")
  func numbersAreConsecutive() async {
    await propertyCheck(count: 300, input: Gen.int(in: 1...20_000)) { number in
      let date = schedule.day(for: number)
      #expect(schedule.number(for: date) == number)
      #expect(schedule.number(for: date.adding(days: 1)) == number + 1)
    }
  }

  @Test("A daily puzzle and an archive puzzle of a day have the same number and answer")
  func dailyAndArchive() throws {
    let date = day("2026-02-10")
    let (daily, answer) = try #require(schedule.puzzle(for: date))
    let (archive, archived) = try #require(schedule.puzzle(for: date, isArchive: true))
    #expect(daily == .daily(number: 41, day: date))
    #expect(archive == .archive(number: 41, day: date))
    #expect(answer == archived)
    #expect(answer == schedule.answer(for: 41))
  }

  // MARK: Time zones and daylight saving

  @Test("At the same instant it can be a different day, and puzzle, in Auckland and Los Angeles")
  func timeZones() {
    let moment = utc("2026-03-15T20:00:00Z")
    let auckland = LocalDay(containing: moment, in: .gregorian("Pacific/Auckland"))
    let losAngeles = LocalDay(containing: moment, in: .gregorian("America/Los_Angeles"))
    #expect(auckland == day("2026-03-16"))  // 09:00 the next morning
    #expect(losAngeles == day("2026-03-15"))  // 13:00
    #expect(schedule.number(for: auckland) == 75)
    #expect(schedule.number(for: losAngeles) == 74)
  }

  @Test(
    "Daylight-saving changes neither skip nor repeat a puzzle number",
    arguments: [
      ("America/New_York", "2026-03-08", 23), ("America/New_York", "2026-11-01", 25),
      ("Europe/Berlin", "2026-03-29", 23), ("Europe/Berlin", "2026-10-25", 25),
      ("America/Santiago", "2026-09-06", 23),
    ])
  func daylightSaving(zone: String, change: String, hoursThatDay: Int) {
    let calendar = Calendar.gregorian(zone)
    let start = instant(change, 12, in: calendar).addingTimeInterval(-3 * 86_400)
    var numbers: [Int] = []
    var hoursPerNumber: [Int: Int] = [:]
    for quarter in 0..<(6 * 24 * 4) {
      let moment = start.addingTimeInterval(Double(quarter) * 900)
      let number = schedule.number(for: LocalDay(containing: moment, in: calendar))!
      if numbers.last != number { numbers.append(number) }
      hoursPerNumber[number, default: 0] += 1
    }
    // Each number appears in one unbroken stretch, one day after the other.
    #expect(numbers == Array(numbers[0]...numbers[numbers.count - 1]))
    #expect(Set(numbers).count == numbers.count)
    // The day of the change is as long as the clocks say, and the days around it 24 hours.
    let changeNumber = schedule.number(for: day(change))!
    #expect(hoursPerNumber[changeNumber] == hoursThatDay * 4)
    #expect(hoursPerNumber[changeNumber - 1] == 24 * 4)
    #expect(hoursPerNumber[changeNumber + 1] == 24 * 4)
  }

  @Test(
    "The day is the Gregorian date even when the system calendar is another one",
    arguments: [Calendar.Identifier.buddhist, .japanese, .persian])
  func otherCalendars(identifier: Calendar.Identifier) {
    var calendar = Calendar(identifier: identifier)
    calendar.timeZone = TimeZone(identifier: "Asia/Bangkok")!
    let moment = utc("2026-03-15T05:00:00Z")  // noon in Bangkok
    let today = LocalDay(containing: moment, in: calendar)
    let next = DailySchedule.nextPuzzleStart(after: moment, in: calendar)
    #expect(today == day("2026-03-15"))
    #expect(next == utc("2026-03-15T17:00:00Z"))  // midnight in Bangkok
  }

  // MARK: The next puzzle

  @Test("The next puzzle starts at the coming local midnight")
  func nextPuzzleOnAnOrdinaryDay() {
    let berlin = Calendar.gregorian("Europe/Berlin")
    let next = DailySchedule.nextPuzzleStart(after: instant("2026-06-10", 18, 30, in: berlin), in: berlin)
    #expect(next == instant("2026-06-11", 0, in: berlin))
    // Exactly at midnight, the next start is the following midnight.
    #expect(DailySchedule.nextPuzzleStart(after: next, in: berlin) == instant("2026-06-12", 0, in: berlin))
    // One second before midnight, it is one second away.
    let lastSecond = instant("2026-06-10", 23, 59, 59, in: berlin)
    #expect(DailySchedule.nextPuzzleStart(after: lastSecond, in: berlin).timeIntervalSince(lastSecond) == 1)
  }

  @Test("On the spring change in New York the next midnight is 21½ hours after 01:30")
  func nextPuzzleOnSpringChange() {
    let newYork = Calendar.gregorian("America/New_York")
    let early = utc("2026-03-08T06:30:00Z")  // 01:30 EST
    let next = DailySchedule.nextPuzzleStart(after: early, in: newYork)
    #expect(next == utc("2026-03-09T04:00:00Z"))  // 00:00 EDT
    #expect(next.timeIntervalSince(early) == 21.5 * 3600)
  }

  @Test("On the autumn change in New York the next midnight is 23½ hours after the first 01:30")
  func nextPuzzleOnAutumnChange() {
    let newYork = Calendar.gregorian("America/New_York")
    let early = utc("2026-11-01T05:30:00Z")  // 01:30 EDT, before the clocks go back
    let next = DailySchedule.nextPuzzleStart(after: early, in: newYork)
    #expect(next == utc("2026-11-02T05:00:00Z"))  // 00:00 EST
    #expect(next.timeIntervalSince(early) == 23.5 * 3600)
  }

  @Test("A time the clocks show twice, when they go back, is its first showing")
  func repeatedHourIsItsFirstShowing() {
    let newYork = LocalTimeZone(TimeZone(identifier: "America/New_York")!)
    #expect(day("2026-11-01").instant(hour: 1, minute: 30, in: newYork) == utc("2026-11-01T05:30:00Z"))  // EDT
    #expect(day("2026-11-01").instant(hour: 0, minute: 59, in: newYork) == utc("2026-11-01T04:59:00Z"))
    #expect(day("2026-11-01").instant(hour: 2, minute: 0, in: newYork) == utc("2026-11-01T07:00:00Z"))  // EST
    let madrid = LocalTimeZone(TimeZone(identifier: "Europe/Madrid")!)
    #expect(day("2026-10-25").instant(hour: 2, minute: 30, in: madrid) == utc("2026-10-25T00:30:00Z"))  // CEST
    let lordHowe = LocalTimeZone(TimeZone(identifier: "Australia/Lord_Howe")!)  // goes back half an hour
    #expect(day("2026-04-05").instant(hour: 1, minute: 45, in: lordHowe) == utc("2026-04-04T14:45:00Z"))
  }

  @Test("Where the change skips midnight (Santiago), the day starts at the first moment that exists")
  func nextPuzzleWhenMidnightIsSkipped() {
    let santiago = Calendar.gregorian("America/Santiago")
    let next = DailySchedule.nextPuzzleStart(after: utc("2026-09-05T16:00:00Z"), in: santiago)
    #expect(next == utc("2026-09-06T04:00:00Z"))  // 01:00 -03, midnight never happened
    #expect(LocalDay(containing: next, in: santiago) == day("2026-09-06"))
    #expect(LocalDay(containing: next.addingTimeInterval(-1), in: santiago) == day("2026-09-05"))
  }

  @Test("Around the year, the next start is always the very first moment of the next local day")
  func nextPuzzleIsTheNextDay() async {
    let zones = ["America/New_York", "Europe/Berlin", "Pacific/Auckland", "America/Santiago", "Asia/Kolkata"]
    let start = utc("2026-01-01T00:00:00Z")
    await propertyCheck(
      count: 400, input: Gen.int(in: 0...(366 * 24 * 60)), Gen<String?>.element(of: zones).compactMap { $0 }
    ) { minutes, zone in
      let calendar = Calendar.gregorian(zone)
      let moment = start.addingTimeInterval(Double(minutes) * 60)
      let today = LocalDay(containing: moment, in: calendar)
      let next = DailySchedule.nextPuzzleStart(after: moment, in: calendar)
      #expect(next > moment)
      #expect(LocalDay(containing: next, in: calendar) == today.adding(days: 1))
      #expect(LocalDay(containing: next.addingTimeInterval(-1), in: calendar) == today)
    }
  }

  // MARK: Answers

  @Test("The first N days have N different answers: the answers are a permutation of the list")
  func answersArePermutation() {
    let list = syntheticWords(40)
    let firstCycle = (1...40).map(schedule.answer(for:))
    #expect(Set(firstCycle).count == 40)
    #expect(Set(firstCycle) == Set(list))
  }

  @Test("Consecutive days do not go through the list in alphabetical order")
  func notAlphabetical() {
    let firstCycle = (1...40).map(schedule.answer(for:))
    #expect(firstCycle != syntheticWords(40))
    let ascendingSteps = zip(firstCycle, firstCycle.dropFirst()).count { $0 < $1 }
    #expect(ascendingSteps < 35)
    #expect(ascendingSteps > 5)
  }

  @Test("Two schedules from the same list agree on every day, whatever order the list came in")
  func deterministic() {
    let other = DailySchedule(answers: syntheticWords(40).reversed() + syntheticWords(10))
    for number in 1...120 {
      #expect(schedule.answer(for: number) == other.answer(for: number))
    }
  }

  @Test("After the list is used up, the next cycle is another permutation in a different order")
  func nextCycle() {
    let firstCycle = (1...40).map(schedule.answer(for:))
    let secondCycle = (41...80).map(schedule.answer(for:))
    let thirdCycle = (81...120).map(schedule.answer(for:))
    #expect(Set(secondCycle) == Set(firstCycle))
    #expect(secondCycle != firstCycle)
    #expect(Set(thirdCycle) == Set(firstCycle))
    #expect(thirdCycle != secondCycle)
  }

  @Test("A list of one word gives that word every day")
  func oneWordList() {
    let single = DailySchedule(answers: words("crane"))
    #expect((1...5).map(single.answer(for:)) == Array(repeating: word("crane"), count: 5))
  }
}

@Suite("Calendar days")
struct LocalDayTests {
  @Test("Dates are read as YYYY-MM-DD only, and must exist",
    arguments: ["2026-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "2026-1-01", "20260101", "2026-01-01x", "", "abcd-ef-gh"])
  func invalidDates(text: String) {
    #expect(LocalDay(iso: text) == nil)
  }

  @Test("Leap days exist every four years, except centuries not divisible by 400")
  func leapDays() {
    #expect(LocalDay(iso: "2028-02-29") != nil)
    #expect(LocalDay(iso: "2000-02-29") != nil)
    #expect(LocalDay(iso: "2100-02-29") == nil)
    #expect(LocalDay(iso: "2027-02-29") == nil)
  }

  @Test("Day arithmetic crosses month and year ends")
  func adding() {
    #expect(day("2026-12-31").adding(days: 1) == day("2027-01-01"))
    #expect(day("2028-02-28").adding(days: 1) == day("2028-02-29"))
    #expect(day("2026-03-01").adding(days: -1) == day("2026-02-28"))
    #expect(day("2026-01-01").adding(days: 365) == day("2027-01-01"))
    #expect(day("1970-01-01").ordinal == 0)
    #expect(day("1969-12-31").ordinal == -1)
  }

  @Test("Day numbers agree with Foundation's calendar, both ways")
  func agreesWithFoundation() async {
    let utcCalendar = Calendar.gregorian("UTC")
    await propertyCheck(count: 500, input: Gen.int(in: -100_000...200_000)) { ordinal in  // 1696–2517: Foundation turns Julian before 1582
      let day = LocalDay(ordinal: ordinal)
      let date = Date(timeIntervalSince1970: Double(ordinal) * 86_400)
      #expect(day == LocalDay(containing: date, in: utcCalendar))
      #expect(day.ordinal == ordinal)
      #expect(LocalDay(iso: day.iso) == day)
    }
  }

  @Test("Days are ordered by date and saved as their ISO text")
  func orderAndCoding() throws {
    #expect(day("2026-01-31") < day("2026-02-01"))
    #expect(day("2025-12-31") < day("2026-01-01"))
    let data = try JSONEncoder().encode([day("2026-03-08")])
    #expect(String(decoding: data, as: UTF8.self) == "[\"2026-03-08\"]")
    #expect(try JSONDecoder().decode([LocalDay].self, from: data) == [day("2026-03-08")])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([LocalDay].self, from: Data("[\"2026-02-30\"]".utf8))
    }
  }
}
