import GuessworkEngine
import Localization

/// The text of How to Play, naming the colours the player actually sees: green and yellow, or
/// orange and blue in high contrast. Each sentence is a whole message for each set of colours (a
/// colour's name agrees with its noun in many languages, so it is not slotted in).
public struct HowToPlay: Hashable, Sendable {
  public let highContrast: Bool
  /// The rows of the round on the board (its shape's).
  public let rows: Int

  public init(highContrast: Bool, rows: Int = RoundShape.standardRows) {
    self.highContrast = highContrast
    self.rows = rows
  }

  public var lead: String { HowToPlay.lead(rows: rows) }

  /// The game in one sentence, for a round of `rows` rows (also the About window's).
  public static func lead(rows: Int) -> String {
    // The original game's rows have a sentence of their own: languages write the number out
    // ("seis intentos"), as they did before rounds had a shape.
    guard rows != RoundShape.standardRows else { return L("Guess the hidden word in 6 tries.") }
    // TRANSLATORS: %d is how many guesses a round allows (another number than the original's 6).
    return Ln("Guess the hidden word in %d try.", "Guess the hidden word in %d tries.", rows, rows)
  }

  public var examplesHeading: String { L("Examples") }
  public var hardModeHeading: String { L("Hard Mode") }
  public var modesHeading: String { L("Daily and Unlimited") }
  public var reviewHeading: String { L("Review") }
  public var severalBoardsHeading: String { L("Several Boards") }
  /// The expander over everything past the examples.
  public var moreHeading: String { L("Hard mode, modes, archive and review") }

  public var rules: [String] {
    [
      L("• Each guess must be a valid 5-letter word. Type it and press Enter."),
      highContrast
        ? L("• The colour of the tiles will change to show how close your guess was to the word: orange, blue or grey.")
        : L("• The colour of the tiles will change to show how close your guess was to the word: green, yellow or grey."),
    ]
  }

  /// The examples: a word, the tile coloured in it, and what that colour means. The words are the
  /// translator's (a word of their language, with the letter to colour at the same place).
  public var examples: [(word: String, highlight: Int, state: LetterState, caption: String)] {
    // TRANSLATORS: a five-letter word of your language whose 1st letter is shown green.
    let correct = Lp("example of a green letter", "weary")
    // TRANSLATORS: a five-letter word of your language whose 2nd letter is shown yellow.
    let present = Lp("example of a yellow letter", "pills")
    // TRANSLATORS: a five-letter word of your language whose 4th letter is shown grey.
    let absent = Lp("example of a grey letter", "vague")
    return [
      example(correct, 0, .correct, fallback: "weary") { letter in
        // TRANSLATORS: %s is the example's green (or orange) letter.
        highContrast
          ? L("%s is in the word and in the correct spot (orange).", letter)
          : L("%s is in the word and in the correct spot (green).", letter)
      },
      example(present, 1, .present, fallback: "pills") { letter in
        highContrast
          ? L("%s is in the word but in the wrong spot (blue).", letter)
          : L("%s is in the word but in the wrong spot (yellow).", letter)
      },
      example(absent, 3, .absent, fallback: "vague") { letter in
        L("%s is not in the word in any spot (grey).", letter)
      },
    ]
  }

  /// One example; a translated word that is not five letters falls back to the English one.
  private func example(
    _ word: String, _ highlight: Int, _ state: LetterState, fallback: String,
    caption: (String) -> String
  ) -> (word: String, highlight: Int, state: LetterState, caption: String) {
    let shown = Word(word, length: Word.standardLength) == nil ? fallback : word
    let letter = Word(shown)!.letters[highlight].display
    return (shown, highlight, state, caption(letter))
  }

  public var hardMode: String {
    highContrast
      ? L("Any revealed hints must be used in later guesses: orange letters stay where they are and blue letters are used again. It can be switched on in the preferences before the first guess of a round.")
      : L("Any revealed hints must be used in later guesses: green letters stay where they are and yellow letters are used again. It can be switched on in the preferences before the first guess of a round.")
  }

  public var modes: String {
    L("The daily puzzle is the same for everyone on the same day, and a new one starts at midnight. Unlimited gives a new random word whenever you like (Ctrl+N). Choose between them at the top of the window; each keeps its own round and statistics.")
  }

  /// Words of 4 to 7 letters, and why the same six guesses for each (the original game's rows,
  /// written out as each language writes them).
  public var lengths: String {
    L("Unlimited rounds and chosen words can have 4, 5, 6 or 7 letters: Word Length in the preferences. A friend's challenge has the length of its word. Each length keeps its own round and statistics, and a round of one board has six guesses, as in the best-known games of each length. The daily puzzle always has five letters, the same for everyone.")
  }

  /// Rounds of several boards: the rules players know, the split keys and the pick, sequence,
  /// and why hard mode is for one board.
  public var severalBoards: [String] {
    [
      L("Pick 2, 4 or 8 boards in the menu at the top (or Boards in the preferences): each guess is typed once and scored on every board not solved yet, and there are five guesses more than boards (7, 9 or 13). A board is solved when a guess is its answer and then takes no more rows; the round is won when every board is."),
      L("Each key is split into a part for each board, laid out like the boards; a solved board’s part goes quiet. Click a board, or press Alt and its number, to see it alone on the keyboard; click it again, or press Alt+0, to see every board."),
      L("In sequence (4 boards in 10 guesses, 8 in 15) only the first board not solved is shown; the next appears once it is, with every guess so far already on it. Each kind has its own daily puzzle, rounds and statistics. Hard mode is for one board: with several, one board’s hints could rule out another’s answer."),
      L("Review Round shows, for each guess, the words left on every board beside the solver’s guess: the one that tells the most about all the boards still played, their bits added up (in sequence, about the board on show). It plays a board’s last word as soon as it is down to one, and the last board as it plays one."),
    ]
  }

  /// The archive, and that it never changes a streak.
  public var archive: String {
    L("Missed a day? Archive in the menu (Ctrl+Shift+A) has every daily puzzle from #1 to today, each marked won, lost or in progress. A past day played there counts in the Archive line of the daily statistics and never changes your current or best streak; today's puzzle counts as today wherever you open it.")
  }

  /// Review Round in plain words, at most 80 of them: what it weighs, skill and luck.
  public var review: String {
    L("When a round is over, Review Round (in the statistics and the menu) sets it beside the solver’s: each guess is weighed by the guesses it can be expected to take to finish. Skill is 99 for a guess as good as the solver’s, halved by each guess lost (for the round, by all it lost). Luck says how the colours that came compare with those that could have come: 50 on average, none when only one outcome was possible.")
  }

  public var sharing: String {
    L("When a round is over, Ctrl+C copies your result as coloured squares, without giving the word away.")
  }
}

extension GameViewModel {
  /// How to Play, naming the colours of the player's palette.
  public var howToPlay: HowToPlay { HowToPlay(highContrast: session.settings.highContrast, rows: session.game.shape.rows) }
}
