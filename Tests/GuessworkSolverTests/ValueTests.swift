import Foundation
import GuessworkEngine
import Testing

@testable import GuessworkSolver

/// The value of a position (expected guesses to finish), worked by hand and proved against an
/// exhaustive search.
@Suite("Expected guesses")
struct ValueTests {
  func close(_ value: Double, _ expected: Double) -> Bool { abs(value - expected) < 1e-9 }

  /// The exact best guess and value over every word of `list`, the answers being `list.answers`.
  func exactBest(_ list: WordList, hardMode: Bool = false) -> (guess: Word, value: Double) {
    let solver = Solver(
      table: PatternTable(guesses: list.acceptedWords, columns: list.answers), hardMode: hardMode)
    let best = ValueSearch(solver: solver).exactBest(solver.start)
    return (list.acceptedWords[Int(best.row)], best.value)
  }

  @Test("One word takes one guess; two take one and a half")
  func smallest() {
    #expect(exactBest(list(answers: ["catch"], guesses: ["chomp"])).value == 1)
    let pair = exactBest(list(answers: ["catch", "match"], guesses: ["chomp"]))
    #expect(pair == (word("catch"), 1.5))
  }

  @Test("_ATCH: a word outside the set splits better than any inside")
  func outsideWordIsBest() {
    // MATCH leaves CATCH, PATCH, WATCH alike: 1 + ¾ × value(three). No word of the three tells
    // the other two apart, so three take 2 (CHOMP, or one of them and then the pair): 1 + ¾ × 2
    // = 2.5. CHOMP tells all four apart: every word costs CHOMP and itself, 2.
    #expect(exactBest(atch) == (word("chomp"), 2))
  }

  @Test("CATCH, HATCH, MATCH, PATCH, WATCH: CHOMP's four outcomes against a word of the five")
  func fiveAtchWords() {
    // CHOMP: CATCH GY---, MATCH YY-Y-, PATCH YY--Y, and HATCH and WATCH both YY---:
    // 1 + (1 + 1 + 1 + 2 × 1.5) / 5 = 2.2.
    // HATCH (each other word -GGGG): 1 + ⅘ × value(CATCH, MATCH, PATCH, WATCH) = 1 + ⅘ × 2 = 2.6,
    // the best a word of the five does (MATCH leaves HATCH and WATCH among four: 1 + ⅘ × 2.25).
    let five = list(
      answers: ["catch", "hatch", "match", "patch", "watch"], guesses: ["chomp"])
    #expect(exactBest(five).guess == word("chomp"))
    #expect(close(exactBest(five).value, 2.2))
    let review = Reviewer(words: five).review(
      [word("hatch"), word("watch")], answer: word("watch"), hardMode: false, book: nil)
    let first = review.rows[0]
    #expect(close(first.expectedGuesses, 2.6) && close(first.bestExpectedGuesses, 2.2))
    #expect(first.isExact && first.bestGuess == word("chomp") && first.couldWin)
    #expect(first.skill == 75)  // 99 × 2^−0.4 = 75.02
    // After HATCH (-GGGG), CATCH, MATCH, PATCH, WATCH are left: CHOMP tells them apart (2), a
    // word of them leaves the other three, which take 2 more: 1 + ¾ × 2 = 2.5. Hard mode allows
    // only words with ATCH, so there the best is 2.5 and WATCH is as good as any.
    let second = review.rows[1]
    #expect(close(second.expectedGuesses, 2.5) && close(second.bestExpectedGuesses, 2))
    #expect(second.skill == 70 && second.bestGuess == word("chomp"))
    let hard = Reviewer(words: five).review(
      [word("hatch"), word("watch")], answer: word("watch"), hardMode: true, book: nil)
    #expect(close(hard.rows[1].bestExpectedGuesses, 2.5) && hard.rows[1].skill == 99)
    #expect(hard.rows[1].bestGuess == word("catch"))
  }

  @Test("HUMOR and TUMOR: the Spanish round of the issue, row by row")
  func humorTumor() throws {
    let words = try shippedList(.spanish)
    let review = try Reviewer(words: words).review(
      ["perro", "mesas", "nubes", "huevo", "humor", "tumor"], answer: "tumor", hardMode: false,
      book: nil)
    let rows = review.rows
    #expect(rows[2].candidatesBefore == 2 && rows[3].candidatesBefore == 2)
    // NUBES with HUMOR and TUMOR left: it cannot win and tells them apart only by not being
    // either; one outcome, so no luck; 1 + 1.5 = 2.5 against HUMOR's 1 + ½ = 1.5.
    #expect(close(rows[2].expectedGuesses, 2.5) && close(rows[2].bestExpectedGuesses, 1.5))
    #expect(rows[2].luck == nil && rows[2].skill == 50 && !rows[2].couldWin)
    // HUEVO tells them apart (H green or not) but cannot win: 2 against 1.5; half a guess lost.
    #expect(close(rows[3].expectedGuesses, 2) && rows[3].skill == 70)
    #expect(rows[3].bestGuess == word("humor") && rows[3].bestCouldWin && !rows[3].couldWin)
    #expect(rows[3].luck == 50)  // both outcomes leave one word: as lucky as the average
    // The rest of the round, in the words of the review: the verdicts of the issue.
    #expect(rows[2].candidatesAfter == 2 && rows[3].candidatesAfter == 1)
    // HUEVO left TUMOR alone, so HUMOR could not win: one guess lost, nothing left to luck.
    #expect(rows[4].candidatesBefore == 1 && !rows[4].couldWin && rows[4].luck == nil)
    #expect(close(rows[4].expectedGuesses, 2) && rows[4].skill == 50)
    // TUMOR was the only word left: certain, no luck.
    #expect(rows[5].luck == nil && rows[5].skill == 99 && close(rows[5].expectedGuesses, 1))
    #expect(rows[0].bestGuess == review.solverPath[0])
    #expect(review.summary.guesses == 6 && review.summary.solverGuesses == review.solverPath.count)
  }

  @Test("The solver's own round scores 99 at every guess, in both languages and modes")
  func solverScoresItself() throws {
    for language in [Language.spanish, .english] {
      let full = try shippedList(language)
      // A fifth of the answers keeps the opening quick in a debug build; every guess is allowed.
      let answers = full.answers.enumerated().filter { $0.offset % 5 == 0 }.map(\.element)
      let words = WordList(language: language, answers: answers, guesses: full.acceptedWords)
      let reviewer = Reviewer(words: words)
      for hard in [false, true] {
        let book = reviewer.openingBook(hardMode: hard)
        for index in stride(from: 7, to: answers.count, by: answers.count / 6) {
          let answer = answers[index]
          let path = reviewer.solverPath(
            to: answer, universe: answers, opening: book.solverOpening, hardMode: hard
          ).words
          let review = reviewer.review(path, answer: answer, hardMode: hard, book: book)
          for row in review.rows {
            #expect(row.skill == 99, "\(language) hard \(hard) \(answer.display) \(row.guess.display)")
            #expect(row.bestGuess == row.guess)
          }
          #expect(review.solverPath == path && review.summary.skill == 99)
        }
      }
    }
  }

  // MARK: The exact part, proved against an exhaustive search

  /// Every guess of `guesses` tried at every position reached, nothing skipped but guesses that
  /// leave the words as they were (they only add a guess); hard mode keeps every hint with the
  /// engine's own `HardModeHints`. Patterns come from the engine's `evaluate`, computed once.
  struct Exhaustive {
    let guesses: [Word]
    let words: [Word]
    let hardMode: Bool
    /// `evaluate(guesses[g], against: words[w])` as a number, at `g * words.count + w`.
    let codes: [Int]
    var memo: [Key: Double] = [:]

    struct Key: Hashable {
      let members: [Int]
      let hints: HardModeHints
    }

    init(guesses: [Word], words: [Word], hardMode: Bool) {
      self.guesses = guesses
      self.words = words
      self.hardMode = hardMode
      codes = guesses.flatMap { guess in
        words.map { word in
          evaluate(guess, against: word).reduce(0) {
            $0 * 3 + ($1 == .correct ? 2 : $1 == .present ? 1 : 0)
          }
        }
      }
    }

    static let win = 242

    /// The value of the words at `members` (indices into `words`).
    mutating func value(_ members: [Int], hints: HardModeHints = HardModeHints()) -> Double {
      if members.count == 1 { return 1 }
      let key = Key(members: members, hints: hardMode ? hints : HardModeHints())
      if let known = memo[key] { return known }
      var best = Double.infinity
      for (g, guess) in guesses.enumerated() where !hardMode || hints.violation(by: guess) == nil {
        var groups: [Int: [Int]] = [:]
        for w in members { groups[codes[g * words.count + w], default: []].append(w) }
        if groups.count == 1 && groups[Self.win] == nil { continue }
        var total = Double(members.count)
        for (code, group) in groups where code != Self.win {
          var next = hints
          if hardMode { next.record(Guess(word: guess, result: evaluate(guess, against: words[group[0]]))) }
          total += Double(group.count) * value(group, hints: next)
        }
        best = min(best, total / Double(members.count))
      }
      memo[key] = best
      return best
    }
  }

  @Test("Exact values equal an exhaustive search over every guess, normal and hard mode")
  func exactAgainstExhaustive() throws {
    let english = try shippedList(.english)
    var generator = SeededGenerator(seed: 26)
    // A vocabulary of a couple of hundred guesses, so that the exhaustive search stays quick.
    let vocabulary = english.acceptedWords.enumerated().filter { $0.offset % 61 == 0 }.map(\.element)
    var checked = 0
    while checked < 18 {
      // A realistic end game: the answers two random guesses leave for a random answer.
      let answer = english.answers[Int(generator.next() % UInt64(english.answers.count))]
      let first = vocabulary[Int(generator.next() % UInt64(vocabulary.count))]
      let second = vocabulary[Int(generator.next() % UInt64(vocabulary.count))]
      let left = english.answers.filter {
        evaluate(first, against: $0) == evaluate(first, against: answer)
          && evaluate(second, against: $0) == evaluate(second, against: answer)
      }
      guard (3...8).contains(left.count) else { continue }
      checked += 1
      let words = WordList(language: .english, answers: left, guesses: vocabulary)
      let hardMode = checked % 3 == 0
      var exhaustive = Exhaustive(guesses: words.acceptedWords, words: left, hardMode: hardMode)
      let expected = exhaustive.value(Array(left.indices))
      let found = exactBest(words, hardMode: hardMode)
      #expect(close(found.value, expected), "\(left.map(\.display)) hard \(hardMode)")
      // The guess it names is worth that value too.
      var groups: [[LetterState]: [Int]] = [:]
      for (index, word) in left.enumerated() {
        groups[evaluate(found.guess, against: word), default: []].append(index)
      }
      var total = Double(left.count)
      for (states, members) in groups where states != Array(repeating: .correct, count: 5) {
        var hints = HardModeHints()
        hints.record(Guess(word: found.guess, result: states))
        total += Double(members.count) * exhaustive.value(members, hints: hints)
      }
      #expect(close(total / Double(left.count), expected))
    }
  }

  @Test("Ties in value go to the guess whose worst case is shortest; the value never changes")
  func tiesGoToTheShortestWorstCase() throws {
    let english = try shippedList(.english)
    var generator = SeededGenerator(seed: 31)
    let vocabulary = english.acceptedWords.enumerated().filter { $0.offset % 7 == 0 }.map(\.element)
    var checked = 0
    var shortened = 0
    while checked < 40 {
      let answer = english.answers[Int(generator.next() % UInt64(english.answers.count))]
      let first = vocabulary[Int(generator.next() % UInt64(vocabulary.count))]
      let left = english.answers.filter {
        evaluate(first, against: $0) == evaluate(first, against: answer)
      }
      guard (3...Solver.exactLimit).contains(left.count) else { continue }
      checked += 1
      let words = WordList(language: .english, answers: left, guesses: vocabulary)
      let solver = Solver(
        table: PatternTable(guesses: words.acceptedWords, columns: words.answers), hardMode: false)
      let search = ValueSearch(solver: solver)
      let best = search.exactBest(solver.start)
      let steadiest = search.steadiest(solver.start, best: best)
      let names = left.map(\.display)
      #expect(close(search.guessValue(steadiest.row, at: solver.start), best.value), "\(names)")
      #expect(steadiest.worst == search.worstCase(steadiest.row, at: solver.start), "\(names)")
      let before = search.worstCase(best.row, at: solver.start)
      #expect(steadiest.worst <= before, "\(names)")
      if steadiest.worst < before { shortened += 1 }
    }
    // The tie-break matters: some of these end games have a shorter worst case at the same value.
    #expect(shortened > 0)
  }
}
