import FoundationEssentials
import GuessworkEngine

#if canImport(Glibc)
  import Glibc
#endif

extension Reviewer {
  /// Checks a round of several boards as the game would have played it: one answer a board, all
  /// distinct and of the lists' length, as many as a kind of round has (in sequence, four or
  /// eight); guesses accepted and within the kind's rows, none after every board was solved.
  /// Hard mode is played on one board only, so it is refused here.
  public func validateBoards(
    _ texts: [String], answers answerTexts: [String], isSequence: Bool, hardMode: Bool = false
  ) throws(ReviewError) -> (guesses: [Word], answers: [Word]) {
    var answers: [Word] = []
    for text in answerTexts {
      let answer = try checkedAnswer(text)
      guard !answers.contains(answer) else { throw .answerTwice(answer.display) }
      answers.append(answer)
    }
    let kind = RoundKind(boards: answers.count, isSequence: isSequence)
    guard RoundKind.all.contains(kind) else { throw .noKindOfRound(answers.count, isSequence: isSequence) }
    if hardMode && !kind.shape(letters: words.length).allowsHardMode { throw .hardModeOnSeveralBoards }
    var game = Game(
      answers: answers, puzzle: .custom, language: words.language,
      shape: kind.shape(letters: words.length))
    return (try play(texts, on: &game, hardMode: false), answers)
  }

  /// Validates and reviews a round of several boards in one step (the command line).
  public func reviewBoards(
    _ texts: [String], answers: [String], isSequence: Bool, hardMode: Bool = false,
    opening: Word? = nil
  ) throws(ReviewError) -> BoardsReview {
    let round = try validateBoards(texts, answers: answers, isSequence: isSequence, hardMode: hardMode)
    return reviewBoards(round.guesses, answers: round.answers, isSequence: isSequence, opening: opening)
  }

  /// Reviews a round of several boards whose guesses are valid (see `validateBoards`). The solver
  /// opens with `opening` (by default its one-board opening, `openingBook`: every board starts
  /// from the same words, so what tells most about one tells most about each), then plays the
  /// guess with the most information over the boards still played.
  public func reviewBoards(
    _ played: [Word], answers: [Word], isSequence: Bool, opening: Word? = nil
  ) -> BoardsReview {
    let universe = answers.reduce(words.answers) { list, answer in
      list.sortedIndex(of: answer) == nil ? (list + [answer]).sorted() : list
    }
    let opening = opening ?? openingBook(hardMode: false).solverOpening
    var moves = MoveCache()
    var position = BoardsPosition(answers: answers, universe: universe, isSequence: isSequence)
    var rows: [BoardsReviewRow] = []
    for guess in played {
      let shown = position.shownCandidates
      let information = information(over: shown)
      let best: (word: Word, bits: Double) =
        position.isStart
        ? (opening, information.bits(of: opening))
        : move(at: shown, guessesMade: rows.count, cache: &moves, information: information)
      let expected = information.bits(of: guess)
      // One board left, searched: the guess and the solver's move in guesses too.
      let values = Self.playsAsOneBoard(shown)
        ? oneBoardValues(of: guess, best: best.word, candidates: shown[0], guessesMade: rows.count)
        : nil
      let steps = position.play(guess)
      let actual = steps.reduce(0.0) { total, step in
        guard let step, step.isShown else { return total }
        // A board solved is down to its one word.
        return total + Scores.bits(from: step.candidatesBefore, to: max(1, step.candidatesAfter))
      }
      rows.append(
        BoardsReviewRow(
          guess: guess, boards: steps, expectedBits: expected, actualBits: actual,
          bestGuess: best.word, bestExpectedBits: best.bits, expectedGuesses: values?.guess,
          bestExpectedGuesses: values?.best))
    }
    let path = boardsSolverPath(
      answers: answers, universe: universe, isSequence: isSequence, opening: opening, cache: &moves)
    return BoardsReview(
      answers: answers, language: words.language, isSequence: isSequence,
      rowsAllowed: RoundKind(boards: answers.count, isSequence: isSequence).rows, rows: rows,
      solverPath: path.words, solverWordsLeft: path.wordsLeft, startingWords: universe.count)
  }

  /// The solver's round on several boards: its opening, then its move after each guess, until
  /// every board is solved; and the words left over every board after each guess.
  private func boardsSolverPath(
    answers: [Word], universe: [Word], isSequence: Bool, opening: Word, cache: inout MoveCache
  ) -> (words: [Word], wordsLeft: [Int]) {
    var position = BoardsPosition(answers: answers, universe: universe, isSequence: isSequence)
    var path: [Word] = []
    var left: [Int] = []
    var guess = opening
    // Every move solves a board down to one word or splits a board's words, so the round ends;
    // the bound only keeps a broken list from looping.
    while path.count < 3 * RoundShape.mostRows {
      path.append(guess)
      _ = position.play(guess)
      left.append(position.wordsLeft)
      if position.isSolved { break }
      guess = move(at: position.shownCandidates, guessesMade: path.count, cache: &cache).word
    }
    return (path, left)
  }

  /// The solver's guess when the boards still played (and shown) have `shown` words possible: a
  /// board's last word if one is down to one (the one telling most about the others); with one
  /// board left of `BoardsReviewer.oneBoardLimit` words or fewer, its move on one board (the
  /// guesses it expects to take, searched); else the accepted guess with the most information
  /// over all of them, a word that could be an answer first on a tie. `known`: the information
  /// over `shown`, when the caller has it already.
  private func move(
    at shown: [[Word]], guessesMade: Int, cache: inout MoveCache, information known: BoardsInformation? = nil
  ) -> (word: Word, bits: Double) {
    if let found = cache.moves[shown] { return found }
    let information = known ?? information(over: shown)
    let lastWords = shown.filter { $0.count == 1 }.map { $0[0] }
    let found: (word: Word, bits: Double)
    if Self.playsAsOneBoard(shown) {
      let word = solverMove(candidates: shown[0], allowed: nil, guessesMade: guessesMade)
      found = (word, information.bits(of: word))
    } else if !lastWords.isEmpty {
      let scored = lastWords.map { ($0, information.bits(of: $0)) }
      found = scored.max { $0.1 < $1.1 }!
    } else {
      let best = information.best(of: guesses)
      found = (guesses[best.index], best.bits)
    }
    cache.moves[shown] = found
    return found
  }

  /// One board left with this many words or fewer is played as on one board: searched in
  /// milliseconds (wider positions take the information rule, as the one-board review weighs its
  /// wide rows by an estimate).
  static let oneBoardLimit = 100

  static func playsAsOneBoard(_ shown: [[Word]]) -> Bool {
    shown.count == 1 && shown[0].count > 1 && shown[0].count <= oneBoardLimit
  }

  /// The values of `guess` and of the solver's `best` on one board of `candidates`: the guesses
  /// each is expected to take to finish, as the one-board review weighs them.
  private func oneBoardValues(of guess: Word, best: Word, candidates: [Word], guessesMade: Int)
    -> (guess: Double, best: Double)
  {
    let solver = Solver(
      table: PatternTable(guesses: guesses, columns: candidates), hardMode: false, strategy: strategy)
    let position = Position(
      candidates: solver.start.candidates, allowed: nil, guessesMade: guessesMade)
    let search = ValueSearch(solver: solver)
    func value(_ word: Word) -> Double {
      search.outcomes(of: Int32(guesses.sortedIndex(of: word)!), at: position).value
    }
    let guessValue = value(guess)
    return (guessValue, best == guess ? guessValue : min(guessValue, value(best)))
  }

  func information(over boards: [[Word]]) -> BoardsInformation {
    BoardsInformation(boards: boards)
  }
}

/// The solver's moves already decided in one review, by the words the boards had left: the
/// player's rows and the solver's round often meet the same position.
struct MoveCache {
  var moves: [[[Word]]: (word: Word, bits: Double)] = [:]
}

/// Where a round of several boards stands: each board's possible words, and which are solved.
struct BoardsPosition {
  let answers: [Word]
  let isSequence: Bool
  private(set) var candidates: [[Word]]
  private(set) var solved: [Bool]
  private(set) var isStart = true

  init(answers: [Word], universe: [Word], isSequence: Bool) {
    self.answers = answers
    self.isSequence = isSequence
    candidates = Array(repeating: universe, count: answers.count)
    solved = Array(repeating: false, count: answers.count)
  }

  /// The boards the player is playing and sees: every unsolved board, or in sequence the first.
  var shownBoards: [Int] {
    let unsolved = answers.indices.filter { !solved[$0] }
    return isSequence ? Array(unsolved.prefix(1)) : unsolved
  }

  var shownCandidates: [[Word]] { shownBoards.map { candidates[$0] } }
  var isSolved: Bool { !solved.contains(false) }

  /// The words still possible over the unsolved boards.
  var wordsLeft: Int {
    answers.indices.reduce(0) { $0 + (solved[$1] ? 0 : candidates[$1].count) }
  }

  /// Scores `guess` on every unsolved board: each board's step (`nil` for one solved before).
  mutating func play(_ guess: Word) -> [BoardStep?] {
    let shown = Set(shownBoards)
    isStart = false
    return answers.indices.map { board in
      guard !solved[board] else { return nil }
      let pattern = Pattern(guess, against: answers[board])
      let before = candidates[board].count
      candidates[board] = candidates[board].filter { Pattern(guess, against: $0) == pattern }
      if pattern.isWin { solved[board] = true }
      let after = pattern.isWin ? 0 : candidates[board].count
      return BoardStep(
        pattern: pattern, candidatesBefore: before, candidatesAfter: after,
        remaining: !pattern.isWin && after <= Review.remainingListLimit ? candidates[board] : [],
        isShown: shown.contains(board))
    }
  }
}

/// The information a guess gives about several boards at once: the entropy of how it splits each
/// board's possible words, added up. Boards with the same words left are split once.
struct BoardsInformation: Sendable {
  /// Each distinct list of words left, with how many boards have it.
  private let groups: [(filler: RowFiller, words: [Word], boards: Int)]
  private let nLogN: [Double]
  private let patternCount: Int

  init(boards: [[Word]]) {
    var counts: [[Word]: Int] = [:]
    var lists: [[Word]] = []
    for words in boards where !words.isEmpty {
      if counts[words] == nil { lists.append(words) }
      counts[words, default: 0] += 1
    }
    groups = lists.map { (RowFiller(columns: $0), $0, counts[$0] ?? 1) }
    let widest = lists.map(\.count).max() ?? 0
    nLogN = (0...widest).map { $0 < 2 ? 0 : Double($0) * log2(Double($0)) }
    patternCount = Pattern.count(length: lists.first?.first?.length ?? Word.standardLength)
  }

  /// The guess's expected information over every board, in bits.
  func bits(of guess: Word) -> Double {
    var scratch = Scratch(groups.map(\.words.count).max() ?? 0, patternCount)
    return bits(of: guess, scratch: &scratch)
  }

  /// The guess with the most information (its index in `guesses`, alphabetical), a word that
  /// could be some board's answer first among equals, then the first alphabetically. On both
  /// cores when the boards have words enough to pay for it.
  func best(of guesses: [Word]) -> (index: Int, bits: Double) {
    let pairs = guesses.count * groups.reduce(0) { $0 + $1.words.count }
    var scores = [Double](repeating: 0, count: guesses.count)
    scores.withUnsafeMutableBufferPointer { buffer in
      let target = UnsafeSendable(buffer.baseAddress!)
      Parallel.forEachChunk(of: guesses.count, worthSplitting: pairs > 200_000) { range in
        var scratch = Scratch(groups.map(\.words.count).max() ?? 0, patternCount)
        for index in range {
          (target.value + index).pointee = bits(of: guesses[index], scratch: &scratch)
        }
      }
    }
    var best = 0
    var bestCouldWin = false
    for index in scores.indices {
      let gain = scores[index] - scores[best]
      if gain > 1e-9 {
        best = index
        bestCouldWin = couldWin(guesses[index])
      } else if gain > -1e-9, !bestCouldWin, couldWin(guesses[index]) {
        best = index
        bestCouldWin = true
      }
    }
    return (best, scores.isEmpty ? 0 : scores[best])
  }

  /// Whether `guess` is still possible on some board.
  private func couldWin(_ guess: Word) -> Bool {
    groups.contains { $0.words.sortedIndex(of: guess) != nil }
  }

  /// Buffers one thread reuses from guess to guess: the patterns of a row and their counts.
  private struct Scratch {
    var codes: [UInt16]
    var counts: [Int32]
    init(_ width: Int, _ patterns: Int) {
      codes = [UInt16](repeating: 0, count: max(1, width))
      counts = [Int32](repeating: 0, count: patterns)
    }
  }

  private func bits(of guess: Word, scratch: inout Scratch) -> Double {
    var total = 0.0
    for group in groups where group.words.count > 1 {
      let width = group.words.count
      var spread = 0.0
      scratch.codes.withUnsafeMutableBufferPointer { codes in
        scratch.counts.withUnsafeMutableBufferPointer { counts in
          group.filler.fill(guess, into: codes.baseAddress!)
          for column in 0..<width { counts[Int(codes[column])] &+= 1 }
          for column in 0..<width {
            let pattern = Int(codes[column])
            let count = Int(counts[pattern])
            if count > 0 {
              spread += nLogN[count]
              counts[pattern] = 0
            }
          }
        }
      }
      total += Double(group.boards) * max(0, log2(Double(width)) - spread / Double(width))
    }
    return total
  }
}
