import FoundationEssentials
import GuessworkEngine
import Localization

// The one place where what the engine reports becomes words. The engine says what happened (a
// `Rejection`, a `LaunchError`, a `WordListError`...); the text is chosen here, through gettext
// (`L`, `Lp`, `Ln`), in the player's language. Whole sentences with placeholders, never fragments.

extension Rejection {
  /// The message the player sees, worded as in the original game.
  public var text: String {
    switch self {
    case .notEnoughLetters: L("Not enough letters")
    case .notInWordList: L("Not in word list")
    case .mustKeep(let letter, let position):
      // TRANSLATORS: hard mode; %s is the letter that must stay at that position.
      switch position {
      case 0: L("1st letter must be %s", letter.display)
      case 1: L("2nd letter must be %s", letter.display)
      case 2: L("3rd letter must be %s", letter.display)
      case 3: L("4th letter must be %s", letter.display)
      default: L("5th letter must be %s", letter.display)
      }
    case .mustContain(let letter, let count):
      switch count {
      case 1: L("Guess must contain %s", letter.display)
      case 2: L("Guess must contain %s twice", letter.display)
      // TRANSLATORS: hard mode; %1$s is a letter, %2$d how many times it must be used (3 or more).
      default: Ln("Guess must contain %1$s %2$d time", "Guess must contain %1$s %2$d times",
        count, letter.display, count)
      }
    case .roundIsOver: L("This round is over")
    }
  }
}

extension Game.HardModeRefusal {
  public var text: String {
    switch self {
    case .roundAlreadyStarted: L("Hard mode can only be enabled at the start of a round")
    }
  }
}

extension Language {
  /// The language's name in the player's language ("Spanish", "Español"), as the preferences and
  /// the subtitle show it.
  public var displayName: String {
    switch self {
    case .english: L("English")
    case .spanish: L("Spanish")
    case .french: L("French")
    case .german: L("German")
    case .italian: L("Italian")
    case .portuguese: L("Portuguese")
    }
  }
}

extension Language {
  /// The language's name in itself ("English", "Español"), the same in every locale: how a list
  /// of languages to choose from reads (a player finds their own without knowing the others').
  public var nativeName: String {
    switch self {
    case .english: "English"
    case .spanish: "Español"
    case .french: "Français"
    case .german: "Deutsch"
    case .italian: "Italiano"
    case .portuguese: "Português"
    }
  }
}

extension RoundKind {
  /// The kind as the header, its menu, Preferences and the statistics name it: "1 Board",
  /// "4 Boards", "8 in Sequence".
  public var displayName: String {
    // TRANSLATORS: a kind of round: %d boards (answers) played at once on one keyboard.
    if !isSequence { return Ln("%d Board", "%d Boards", boards, boards) }
    // TRANSLATORS: a kind of round: %d boards played one after the other, each shown once the
    // one before is solved.
    return Ln("%d in Sequence", "%d in Sequence", boards, boards)
  }
}

extension PlayMode {
  public var displayName: String {
    switch self {
    case .daily: Lp("mode", "Daily")
    case .unlimited: Lp("mode", "Unlimited")
    }
  }
}

extension LetterState {
  /// A letter in this state as a screen reader says it, e.g. "A, correct".
  public func spoken(_ letter: Letter) -> String {
    switch self {
    // TRANSLATORS: what a screen reader says for a tile or key; %s is its letter.
    case .correct: L("%s, correct", letter.display)
    case .present: L("%s, present in another position", letter.display)
    case .absent: L("%s, absent", letter.display)
    }
  }
}

extension LaunchError {
  /// Why the game cannot start as asked on the command line.
  public var text: String {
    switch self {
    case .wordNotAccepted(let word, let language):
      switch language {
      case .english: L("“%s” is not a word of 4 to 7 letters in the English word lists.", word)
      case .spanish: L("“%s” is not a word of 4 to 7 letters in the Spanish word lists.", word)
      case .french: L("“%s” is not a word of 4 to 7 letters in the French word lists.", word)
      case .german: L("“%s” is not a word of 4 to 7 letters in the German word lists.", word)
      case .italian: L("“%s” is not a word of 4 to 7 letters in the Italian word lists.", word)
      case .portuguese: L("“%s” is not a word of 4 to 7 letters in the Portuguese word lists.", word)
      }
    case .dateBeforeFirstPuzzle(let day):
      // TRANSLATORS: %1$s is the date asked for, %2$s the date of the first puzzle.
      L("There is no puzzle for %1$s: the first one is for %2$s.",
        LocalDate.text(day), LocalDate.text(DailySchedule.firstDay))
    case .dateInFuture(let day):
      L("The puzzle for %s is not out yet.", LocalDate.text(day))
    case .wordList(let error):
      error.text
    case .challenge(let error):
      error.text
    case .answersForNoBoards(let count):
      // TRANSLATORS: --word was given %d answers, which no kind of round has.
      L("--word takes one answer a board: 1, 2, 4 or 8 words separated by commas, not %d.", count)
    case .answerTwice(let word):
      L("“%s” is given twice: each board has an answer of its own.", word)
    case .answersOfTwoLengths:
      L("The answers of --word must all have the same length.")
    case .boardsWithoutAnswers(let boards, let answers):
      // TRANSLATORS: %1$d the boards asked for with --boards, %2$d the answers given to --word.
      L("--boards %1$d needs %1$d answers in --word, not %2$d.", boards, answers)
    }
  }
}

extension WordListError {
  /// Which word list is wrong, and where.
  public var text: String {
    switch self {
    case .missing(let path): L("Word list %s is missing.", path)
    case .unreadable(let path, let reason):
      // TRANSLATORS: %1$s is a file, %2$s the system's reason ("Permission denied").
      L("Word list %1$s cannot be read: %2$s.", path, reason)
    case .empty(let path): L("Word list %s has no words.", path)
    case .malformed(let path, let line, let text):
      // TRANSLATORS: %1$s is a file, %2$d a line number, %3$s the text found on that line.
      L("Word list %1$s, line %2$d: “%3$s” is not a word of the list's length.", path, line, text)
    case .tooLarge(let path, let limit):
      // TRANSLATORS: %1$s is a file, %2$d a size in megabytes.
      L("Word list %1$s is larger than %2$d MB: it is not read.", path, limit / (1024 * 1024))
    }
  }
}

/// Dates as the player reads them ("31 January 2026", "31 de enero de 2026"), with month names from
/// the catalogue rather than ICU, so no Foundation formatter (and its data) is loaded.
public enum LocalDate {
  /// An instant as a date and time in UTC ("31 December 2025, 23:10 UTC"): for a clock that is
  /// wrong, whose local reading the player can compare.
  public static func utcTime(_ date: Date) -> String {
    let interval = date.timeIntervalSince1970
    let seconds = interval.isFinite && abs(interval) < 1e12 ? Int(interval.rounded(.down)) : 0
    let (days, time) = seconds.quotientAndRemainder(dividingBy: 86_400)
    let (day, second) = time < 0 ? (days - 1, time + 86_400) : (days, time)
    // TRANSLATORS: %1$s is a date ("31 December 2025"), %2$s a time of day ("23:10").
    return L("%1$s, %2$s UTC", text(LocalDay(ordinal: day)), "\((second / 3_600).zeroPadded(2)):\((second / 60 % 60).zeroPadded(2))")
  }

  public static func text(_ day: LocalDay) -> String {
    // TRANSLATORS: a date; %1$d is the day of the month, %2$s the month's name, %3$d the year.
    // Reorder as your language writes dates, e.g. "%1$d de %2$s de %3$d".
    L("%1$d %2$s %3$d", day.day, monthName(day.month), day.year)
  }

  /// A date as the header shows it, short: the month's short name, and the year only when it is
  /// not the year of `today` ("10 Nov", "28 Dec 2025").
  public static func shortText(_ day: LocalDay, seenOn today: LocalDay) -> String {
    guard day.year == today.year else {
      // TRANSLATORS: a short date in another year ("28 Dec 2025"); %1$d is the day of the month,
      // %2$s the month's short name, %3$d the year. Reorder as your language writes dates.
      return Lp("short date", "%1$d %2$s %3$d", day.day, shortMonthName(day.month), day.year)
    }
    // TRANSLATORS: a short date in this year ("10 Nov"); %1$d is the day of the month, %2$s the
    // month's short name. Reorder as your language writes dates.
    return Lp("short date", "%1$d %2$s", day.day, shortMonthName(day.month))
  }

  static func shortMonthName(_ month: Int) -> String {
    switch month {
    case 1: Lp("short month", "Jan")
    case 2: Lp("short month", "Feb")
    case 3: Lp("short month", "Mar")
    case 4: Lp("short month", "Apr")
    case 5: Lp("short month", "May")
    case 6: Lp("short month", "Jun")
    case 7: Lp("short month", "Jul")
    case 8: Lp("short month", "Aug")
    case 9: Lp("short month", "Sep")
    case 10: Lp("short month", "Oct")
    case 11: Lp("short month", "Nov")
    case 12: Lp("short month", "Dec")
    default: String(month)
    }
  }

  static func monthName(_ month: Int) -> String {
    switch month {
    case 1: Lp("month", "January")
    case 2: Lp("month", "February")
    case 3: Lp("month", "March")
    case 4: Lp("month", "April")
    case 5: Lp("month", "May")
    case 6: Lp("month", "June")
    case 7: Lp("month", "July")
    case 8: Lp("month", "August")
    case 9: Lp("month", "September")
    case 10: Lp("month", "October")
    case 11: Lp("month", "November")
    case 12: Lp("month", "December")
    default: String(month)
    }
  }
}

extension StorageNotice {
  /// What the player is told about a file problem: what was lost, where the file went, what was
  /// kept (each a whole sentence).
  public var text: String {
    switch self {
    case .damaged(_, nil, .history):
      // Not set aside means not repaired yet: the file keeps every game until it can be.
      return L("The history of finished games holds lines that could not be read. It could not be set aside (the folder may be read-only), so it is left as it is, every game in it, and repaired as soon as it can be.")
    case .damaged(_, let movedTo, let loss):
      let aside =
        movedTo.map { L("The file as it was is now %s.", $0) } ?? L("The file could not be moved aside.")
      return [loss.lostText, aside, loss.keptText].compactMap { $0 }.joined(separator: " ")
    case .unreadable(let file, let reason):
      // TRANSLATORS: %1$s is a file, %2$s the system's reason ("Permission denied").
      return L("%1$s cannot be read (%2$s). The game goes on without it and leaves it as it is.", file, reason)
    case .newerFormat(let file):
      return L(
        "%s was written by a newer version of Guesswork. It is left as it is, and this version does not save over it.",
        file)
    case .notSaving(let file, let reason):
      // TRANSLATORS: %1$s is a file, %2$s the system's reason ("Read-only file system").
      return L("Progress is not being saved: %1$s cannot be written (%2$s).", file, reason)
    case .notSavingOverUnreadable(let file):
      return L("Progress is not being saved: %s could not be read, so it is left as it is.", file)
    case .notAFile(let file, let movedTo):
      guard let movedTo else {
        // TRANSLATORS: %s is a path where the game keeps a file, holding a FIFO or a device instead.
        return L("%s is not a regular file and could not be moved aside. The game goes on without it and leaves it as it is.", file)
      }
      // TRANSLATORS: %1$s is a path where the game keeps a file, holding a FIFO or a device
      // instead; %2$s where it was moved.
      return L("%1$s is not a regular file. It was moved to %2$s unread, and the game goes on without it.", file, movedTo)
    case .roundInUse(_, let puzzle, let language):
      // TRANSLATORS: %s names the round, e.g. "round on a chosen word (English)".
      return L("Another Guesswork is playing the same %s: this window plays it too, but does not save it. Finished games are still recorded.", StorageLoss.roundName(puzzle, language))
    case .historyLockHeld(let file):
      // TRANSLATORS: %s is the path of the history's lock file, which another program holds.
      return L("Another program is holding %s. Finished games are kept and recorded as soon as it lets go.", file)
    case .historyRecovered(let file, let games):
      // TRANSLATORS: %1$d is a number of finished games; %2$s the path of a copy of the history.
      return Ln(
        "%1$d finished game was missing from the history and was taken back from %2$s, which an interrupted repair had set aside.",
        "%1$d finished games were missing from the history and were taken back from %2$s, which an interrupted repair had set aside.",
        games, games, file)
    case .gameNotRecorded(let number, let finishedAt):
      // TRANSLATORS: %1$d is a daily puzzle number; %2$s a date and time in UTC.
      return L("Daily #%1$d is not in your statistics: your clock said %2$s, before that puzzle came out anywhere. Check the date and time of your computer.", number, LocalDate.utcTime(finishedAt))
    }
  }
}

extension StorageLoss {
  /// What could not be read.
  var lostText: String {
    switch self {
    case .settingsCutShort: return L("Your preferences were cut short.")
    case .settingsUnreadable: return L("Your preferences could not be read and were reset to their defaults.")
    case .settingsUnknown(let keys):
      return L(
        "The preferences held something unknown (%s), which was dropped.",
        keys.map { L("“%s”", $0) }.joined(separator: L(", ")))
    case .settingsDamaged(let names):
      // TRANSLATORS: %s lists the preferences, e.g. "hard mode, theme".
      return Ln(
        "The preference %s could not be read and went back to its default.",
        "The preferences %s could not be read and went back to their default.", names.count,
        names.map(StorageLoss.preferenceName).joined(separator: L(", ")))
    case .roundUnreadable(let puzzle, let language):
      let name = language.displayName
      switch puzzle {
      case .daily: return L("The daily round (%s) in progress could not be read and was set aside.", name)
      case .archive: return L("The past daily round (%s) in progress could not be read and was set aside.", name)
      case .unlimited: return L("The unlimited round (%s) in progress could not be read and was set aside.", name)
      case .custom:
        return L("The round on a chosen word (%s) in progress could not be read and was set aside.", name)
      case .challenge:
        return L("The challenge round (%s) in progress could not be read and was set aside.", name)
      }
    case .roundPartlyLost(let puzzle, let language, let parts):
      let round = StorageLoss.roundName(puzzle, language)
      // TRANSLATORS: %1$s names the round, e.g. "daily round (English)".
      switch (parts.contains(.hardMode), parts.contains(.typedLetters)) {
      case (true, true): return L("In the %1$s in progress, hard mode and the letters typed could not be read.", round)
      case (true, false): return L("In the %1$s in progress, hard mode could not be read.", round)
      case (false, true): return L("In the %1$s in progress, the letters typed could not be read.", round)
      case (false, false): return L("In the %1$s in progress, part of it could not be read.", round)
      }
    case .historyEmpty:
      return L("The history of finished games was an empty file: the games it held could not be found.")
    case .history(let damaged, let repeated, let headerLost, _):
      var sentences: [String] = []
      if damaged > 0 {
        sentences.append(Ln(
          "%d finished game in the history could not be read and was set aside.",
          "%d finished games in the history could not be read and were set aside.", damaged, damaged))
      }
      if repeated > 0 {
        sentences.append(Ln(
          "%d finished game repeated a daily puzzle already in the history and was set aside.",
          "%d finished games repeated daily puzzles already in the history and were set aside.", repeated,
          repeated))
      }
      if headerLost { sentences.append(L("The history's first line (its format) could not be read.")) }
      return sentences.joined(separator: " ")
    }
  }

  /// What was kept, if the player should hear it.
  var keptText: String? {
    switch self {
    case .settingsCutShort: L("The ones that could be read were kept; the others went back to the default.")
    case .settingsUnreadable, .roundUnreadable, .historyEmpty: nil
    case .settingsUnknown: L("Every preference was kept.")
    case .settingsDamaged: L("Your other preferences were kept.")
    case .roundPartlyLost: L("The rows played were kept.")
    case .history(let damaged, let repeated, _, let kept):
      switch (kept, damaged + repeated > 0) {
      case (0, false): L("No finished games could be read from it.")
      case (0, true): L("No other finished games could be read from it.")
      case (_, false): Ln("The %d finished game was kept.", "The %d finished games were kept.", kept, kept)
      case (_, true): Ln("The other %d finished game was kept.", "The other %d finished games were kept.", kept, kept)
      }
    }
  }

  /// "daily round (English)", for the sentences about part of a round.
  static func roundName(_ puzzle: Puzzle, _ language: Language) -> String {
    let name = language.displayName
    return switch puzzle {
    case .daily: Lp("round", "daily round (%s)", name)
    case .archive: Lp("round", "past daily round (%s)", name)
    case .unlimited: Lp("round", "unlimited round (%s)", name)
    case .custom: Lp("round", "round on a chosen word (%s)", name)
    case .challenge: Lp("round", "challenge round (%s)", name)
    }
  }

  /// A preference as the player is told it was lost.
  static func preferenceName(_ preference: Preference) -> String {
    switch preference {
    case .theme: Lp("preference", "theme")
    case .hardMode: Lp("preference", "hard mode")
    case .highContrast: Lp("preference", "high contrast")
    case .wordLanguage: Lp("preference", "word language")
    case .gameMode: Lp("preference", "game mode")
    case .windowSize: Lp("preference", "window size")
    case .windowMaximized: Lp("preference", "window maximised")
    case .helpShown: Lp("preference", "help shown")
    case .wordLength: Lp("preference", "word length")
    case .interfaceLanguage: Lp("preference", "interface language")
    case .roundKind: Lp("preference", "boards")
    }
  }
}
