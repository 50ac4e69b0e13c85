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
      // TRANSLATORS: hard mode; %1$s is the position ("2nd"), %2$s the letter that must stay there.
      L("%1$s letter must be %2$s", Ordinal.text(position + 1), letter.display)
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

/// "1st" to "5th": positions in a word, as the hard-mode messages say them.
enum Ordinal {
  static func text(_ position: Int) -> String {
    switch position {
    // TRANSLATORS: a position in the word, for "%1$s letter must be %2$s" ("1.ª letra", say).
    case 1: Lp("position", "1st")
    case 2: Lp("position", "2nd")
    case 3: Lp("position", "3rd")
    case 4: Lp("position", "4th")
    case 5: Lp("position", "5th")
    default: String(position)
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
    }
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
      case .english: L("“%s” is not a five-letter word in the English word list.", word)
      case .spanish: L("“%s” is not a five-letter word in the Spanish word list.", word)
      }
    case .dateBeforeFirstPuzzle(let day):
      // TRANSLATORS: %1$s is the date asked for, %2$s the date of the first puzzle.
      L("There is no puzzle for %1$s: the first one is for %2$s.",
        LocalDate.text(day), LocalDate.text(DailySchedule.firstDay))
    case .dateInFuture(let day):
      L("The puzzle for %s is not out yet.", LocalDate.text(day))
    case .wordList(let error):
      error.text
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
      L("Word list %1$s, line %2$d: “%3$s” is not a five-letter word.", path, line, text)
    }
  }
}

/// Dates as the player reads them ("31 January 2026", "31 de enero de 2026"), with month names from
/// the catalogue rather than ICU, so no Foundation formatter (and its data) is loaded.
public enum LocalDate {
  public static func text(_ day: LocalDay) -> String {
    // TRANSLATORS: a date; %1$d is the day of the month, %2$s the month's name, %3$d the year.
    // Reorder as your language writes dates, e.g. "%1$d de %2$s de %3$d".
    L("%1$d %2$s %3$d", day.day, monthName(day.month), day.year)
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
  /// What the player is told about a file problem.
  public var text: String {
    switch self {
    case .damaged(let file, let movedTo?, let kept):
      // TRANSLATORS: %1$s is a file, %2$s where it was moved, %3$s what could still be read of it.
      L("%1$s was damaged. It was moved to %2$s. %3$s", file, movedTo, kept)
    case .damaged(let file, nil, let kept):
      L("%1$s was damaged. %2$s", file, kept)
    case .unreadable(let file, let reason):
      // TRANSLATORS: %1$s is a file, %2$s the system's reason ("Permission denied").
      L("%1$s cannot be read (%2$s). The game goes on without it and leaves it as it is.", file, reason)
    case .newerFormat(let file):
      L("%s was written by a newer version of Guesswork. It is left as it is, and this version does not save over it.", file)
    case .notSaving(let reason):
      L("Progress is not being saved: %s", reason)
    }
  }
}
