import FoundationEssentials
import GuessworkEngine
import Testing

@testable import GuessworkViewModel

/// How file problems are told (in the test process's C locale: the English of the sources). The
/// engine reports them as `StorageNotice`/`StorageLoss` values; these are the sentences.
@Suite("Wording of file problems")
struct StorageWordingTests {
  @Test("A damaged history: what was set aside, where the file went, what was kept")
  func history() {
    let notice = StorageNotice.damaged(
      file: "/d/history.jsonl", movedTo: "/d/history.jsonl.damaged-20260315-123456",
      loss: .history(damaged: 1, repeated: 0, headerLost: false, kept: 2))
    #expect(
      notice.text
        == "1 finished game in the history could not be read and was set aside. The file as it was is now /d/history.jsonl.damaged-20260315-123456. The other 2 finished games were kept.")
    let repeated = StorageNotice.damaged(
      file: "h", movedTo: nil, loss: .history(damaged: 0, repeated: 2, headerLost: true, kept: 1))
    // Not set aside (a read-only folder): never "was set aside" beside "could not be moved aside".
    #expect(
      repeated.text
        == "The history of finished games holds lines that could not be read. It could not be set aside (the folder may be read-only), so it is left as it is, every game in it, and repaired as soon as it can be.")
    #expect(
      StorageNotice.historyRecovered(from: "/d/history.jsonl.damaged-20260315-113000", games: 5).text
        == "5 finished games were missing from the history and were taken back from /d/history.jsonl.damaged-20260315-113000, which an interrupted repair had set aside.")
  }

  @Test("Preferences: reset, one or several damaged, unknown keys, cut short")
  func preferences() {
    #expect(
      StorageNotice.damaged(file: "s", movedTo: "s.x", loss: .settingsUnreadable).text
        == "Your preferences could not be read and were reset to their defaults. The file as it was is now s.x.")
    #expect(
      StorageNotice.damaged(file: "s", movedTo: "s.x", loss: .settingsDamaged([.hardMode])).text
        == "The preference hard mode could not be read and went back to its default. The file as it was is now s.x. Your other preferences were kept.")
    #expect(
      StorageLoss.settingsDamaged([.theme, .windowSize]).lostText
        == "The preferences theme, window size could not be read and went back to their default.")
    #expect(
      StorageLoss.settingsUnknown(keys: ["colour"]).lostText
        == "The preferences held something unknown (“colour”), which was dropped.")
    #expect(
      StorageLoss.settingsCutShort.keptText
        == "The ones that could be read were kept; the others went back to the default.")
  }

  @Test("Rounds: set aside whole, or with a part lost")
  func rounds() {
    #expect(
      StorageLoss.roundUnreadable(.unlimited, .english).lostText
        == "The unlimited round (English) in progress could not be read and was set aside.")
    #expect(
      StorageLoss.roundPartlyLost(.unlimited, .english, [.typedLetters]).lostText
        == "In the unlimited round (English) in progress, the letters typed could not be read.")
    #expect(StorageLoss.roundPartlyLost(.unlimited, .spanish, []).keptText == "The rows played were kept.")
  }

  @Test("Unreadable files, newer files and failed writes")
  func otherNotices() {
    #expect(
      StorageNotice.unreadable(file: "/c/settings.json", reason: "Permission denied").text
        == "/c/settings.json cannot be read (Permission denied). The game goes on without it and leaves it as it is.")
    #expect(
      StorageNotice.notSaving(file: "/d/round.json", reason: "Read-only file system").text
        == "Progress is not being saved: /d/round.json cannot be written (Read-only file system).")
    #expect(
      StorageNotice.notSavingOverUnreadable(file: "/c/settings.json").text
        == "Progress is not being saved: /c/settings.json could not be read, so it is left as it is.")
  }

  @Test("Issue 25: a FIFO set aside, a round another game holds, a game before its puzzle, an empty history")
  func filesAndTwoGames() {
    #expect(
      StorageNotice.notAFile(file: "/c/settings.json", movedTo: "/c/settings.json.damaged-1").text
        == "/c/settings.json is not a regular file. It was moved to /c/settings.json.damaged-1 unread, and the game goes on without it.")
    #expect(
      StorageNotice.roundInUse(file: "r", .custom, .english).text
        == "Another Guesswork is playing the same round on a chosen word (English): this window plays it too, but does not save it. Finished games are still recorded.")
    #expect(
      StorageNotice.gameNotRecorded(
        puzzleNumber: 1, finishedAt: Date(timeIntervalSince1970: 1_767_091_800)
      ).text
        == "Daily #1 is not in your statistics: your clock said 30 December 2025, 10:50 UTC, before that puzzle came out anywhere. Check the date and time of your computer.")
    #expect(
      StorageNotice.damaged(file: "h", movedTo: "h.x", loss: .historyEmpty).text
        == "The history of finished games was an empty file: the games it held could not be found. The file as it was is now h.x.")
  }
}
