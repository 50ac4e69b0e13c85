import Foundation
import XCTest

@testable import guesswork

/// `guesswork --date` for a day without a puzzle: the binary says so on stderr and exits with
/// status 2 before GTK starts (no display is given, so a window could not even open).
final class ArchiveCommandTests: GuessworkTestCase {
  func run(_ arguments: [String], today: String) throws -> ChildProcess.Result {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("guesswork-date-\(UUID().uuidString)", isDirectory: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: home) }
    return try ChildProcess.runGame(arguments, home: home, extra: ["GUESSWORK_TODAY": today])
  }

  func testAFutureDayIsRefusedWithStatusTwo() throws {
    let result = try run(["--date", "2026-03-16"], today: "2026-03-15")
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.stderr, "guesswork: The puzzle for 16 March 2026 is not out yet.\n")
    XCTAssertEqual(result.stdout, "")
  }

  func testTomorrowIsRefusedUntilMidnight() throws {
    let result = try run(["--date=2026-03-16"], today: "2026-03-15T23:59:30")
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.stderr.contains("not out yet"), result.stderr)
  }

  func testADayBeforeTheFirstPuzzleIsRefusedWithStatusTwo() throws {
    let result = try run(["--date", "2025-12-31"], today: "2026-03-15")
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(
      result.stderr,
      "guesswork: There is no puzzle for 31 December 2025: the first one is for 1 January 2026.\n")
  }

  /// The check is the live clock's: a day that is out gets past it (and then needs a display,
  /// which this run does not have, so it stops later and differently).
  func testAPastDayIsNotRefusedByTheCheck() {
    XCTAssertNil(ArchiveDateCheck.problem(with: .date(.init(year: 2026, month: 3, day: 15)!), environment: ["GUESSWORK_TODAY": "2026-03-15"]))
    XCTAssertNotNil(ArchiveDateCheck.problem(with: .date(.init(year: 2026, month: 3, day: 16)!), environment: ["GUESSWORK_TODAY": "2026-03-15"]))
    XCTAssertNil(ArchiveDateCheck.problem(with: .remembered, environment: [:]))
  }
}
