import Foundation
import XCTest

/// The base of every XCTest class in this target. It makes sure XCTest's own bookkeeping, which
/// lives until the process exits, is visibly alive when LeakSanitizer looks at exit
/// (`make sanitize`), so that what LeakSanitizer reports is only ever a real leak.
class GuessworkTestCase: XCTestCase {
  override class func setUp() {
    super.setUp()
    XCTestBookkeeping.keepUntilExit()
  }
}

/// Two things swift-corelibs-xctest keeps for the whole run that LeakSanitizer otherwise reports
/// as leaked at exit (checked with a package of two empty tests: 1,466 bytes in 23 allocations
/// without this, nothing with it):
///
/// - The suites and test cases. `XCTMain` runs the root suite and calls `exit` without releasing
///   it; by then no live variable points at it any more, so the whole tree (suites, test cases,
///   their runs and names) looks unreachable.
/// - The side table of its per-thread `WaiterManager` (in the thread dictionary, used by every
///   test: XCTest runs each `setUp`/`tearDown` through `awaitUsingExpectation`, which waits with an
///   `XCTWaiter` that holds the manager weakly). A Swift object that was ever weakly referenced
///   keeps a side table whose address its header stores shifted and tagged, which LeakSanitizer
///   cannot read as a pointer; once the last weak reference is gone, nothing it can read points at
///   the table. A weak reference held here points at it plainly.
///
/// And GLib's quark tables, which GLib drops on purpose (`QuarkTable`), looked for before each test.
///
/// None hides anything of the game's or of the tests': only objects XCTest itself keeps until
/// exit are held, and the game's are released by each test's tear-down (`LifetimeUITests`).
enum XCTestBookkeeping {
  /// The finished suites (the root suite last), held until exit.
  // nonisolated(unsafe): XCTest calls its observers and class `setUp` on the one thread that runs
  // the tests, one call at a time; nothing else reads or writes these.
  nonisolated(unsafe) private static var suites: [XCTestSuite] = []
  nonisolated(unsafe) private static weak var waiterManager: AnyObject?
  nonisolated(unsafe) private static var isObserving = false

  /// Starts holding them (once; every test class's `setUp` asks).
  static func keepUntilExit() {
    guard !isObserving else { return }
    isObserving = true
    XCTestObservationCenter.shared.addTestObserver(Observer())
  }

  private final class Observer: XCTestObservation {
    /// The table current before each test is ignored before GLib can drop it; one a test grows
    /// into is looked at before the next test (or is still GLib's, and reachable, at exit).
    func testCaseWillStart(_ testCase: XCTestCase) {
      if QuarkTable.ignoreCurrentTable() == false {
        FileHandle.standardError.write(Data(
          "GuessworkTestCase: GLib's quark table was not found; LeakSanitizer will report it\n".utf8))
      }
    }

    func testSuiteDidFinish(_ testSuite: XCTestSuite) {
      XCTestBookkeeping.suites.append(testSuite)
      XCTestBookkeeping.waiterManager =
        Thread.current.threadDictionary["org.swift.XCTest.WaiterManager"] as AnyObject?
    }
  }
}
