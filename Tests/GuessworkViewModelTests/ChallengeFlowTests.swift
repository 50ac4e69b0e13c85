import GuessworkEngine
import Testing

@testable import GuessworkViewModel

/// Challenge a Friend checks the word as it is typed; Play a Challenge plays a good code and
/// explains a bad one without changing anything.
@Suite("Challenges in the window")
struct ChallengeFlowTests {
  let harness = Harness()

  @Test("A word is checked against the guesses of the game's language as it is typed")
  func drafts() throws {
    let (viewModel, _) = try harness.viewModel(.remembered)
    #expect(viewModel.challengeDraft(for: "") == .incomplete)
    #expect(viewModel.challengeDraft(for: "keba") == .incomplete)
    #expect(viewModel.challengeDraft(for: "kebab").challenge?.word == Word("kebab"))
    #expect(viewModel.challengeDraft(for: " Kebab ").challenge?.word == Word("kebab"))
    #expect(
      viewModel.challengeDraft(for: "zzzzz").message
        == "“ZZZZZ” is not a word of 4 to 7 letters in the English word lists.")
    #expect(viewModel.challengeDraft(for: "cañas").message != nil, "ñ is not an English letter")
  }

  @Test("Several words separated by commas make a challenge of a board each, once they are a kind of round")
  func draftsOfSeveralBoards() throws {
    let (viewModel, _) = try harness.viewModel(.remembered)
    let words = viewModel.session.words.answers.prefix(4).map(\.text)
    #expect(viewModel.challengeDraft(for: "\(words[0]),") == .incomplete)
    #expect(viewModel.challengeDraft(for: "\(words[0]), \(words[1].prefix(3))") == .incomplete)
    let two = try #require(viewModel.challengeDraft(for: "\(words[0]), \(words[1])").challenge)
    #expect(two.words.map(\.text) == Array(words.prefix(2)) && two.kind == .twoBoards)
    #expect(viewModel.challengeDraft(for: words.prefix(3).joined(separator: ",")) == .incomplete, "a fourth to come")
    #expect(viewModel.challengeDraft(for: words.joined(separator: ",")).challenge?.kind == .fourBoards)
    #expect(
      viewModel.challengeDraft(for: "\(words[0]),\(words[0])").message
        == "“\(words[0].uppercased())” is given twice: each board has an answer of its own.")
    #expect(viewModel.challengeDraft(for: "\(words[0]),zzzzz").message != nil)
    #expect(
      viewModel.challengeDraft(for: Array(repeating: words[0], count: 9).joined(separator: ",")).message
        == "A challenge has one word a board: 2, 4 or 8 words separated by commas.")
    // Played as four boards.
    let four = try #require(viewModel.challengeDraft(for: words.joined(separator: ",")).challenge)
    #expect(viewModel.playChallenge(four.code) == nil)
    #expect(viewModel.game.boards.count == 4 && viewModel.game.puzzle == .challenge(four))
  }

  @Test("A word of 4 to 7 letters can be sent; letters that begin a longer word are not yet wrong")
  func draftsOfEveryLength() throws {
    var harness = Harness()
    harness.otherLengths = [4: (["kite"], ["zone"]), 6: (["planet", "garden"], ["orange"])]
    let (viewModel, _) = try harness.viewModel(.remembered)
    #expect(viewModel.game.length == 5, "whatever the board's length")
    #expect(viewModel.challengeDraft(for: "kite").challenge?.word == Word("kite"))
    #expect(viewModel.challengeDraft(for: "plan") == .incomplete, "PLAN begins PLANET")
    #expect(viewModel.challengeDraft(for: "plane") == .incomplete)
    #expect(viewModel.challengeDraft(for: "orange").challenge?.word == Word("orange"))
    #expect(viewModel.challengeDraft(for: "orange").challenge?.code.count == 11)
    #expect(
      viewModel.challengeDraft(for: "qqqq").message
        == "“QQQQ” is not a word of 4 to 7 letters in the English word lists.",
      "no word begins with QQQQ: said at once")
    #expect(viewModel.challengeDraft(for: "planez").message != nil)
    #expect(
      viewModel.challengeDraft(for: "gardens").message != nil, "no seven-letter list: not a word")
  }

  @Test("A six-letter challenge plays on a six-letter board in its own slot; the five-letter one stays")
  func sixLetterChallenge() throws {
    var harness = Harness()
    harness.otherLengths = [6: (["planet", "garden"], ["orange"])]
    let (viewModel, _) = try harness.viewModel(.remembered)
    let five = try #require(Challenge(word: Word("kebab")!, language: .english))
    #expect(viewModel.playChallenge(five.code) == nil)
    viewModel.enter("eerie")
    let six = try #require(Challenge(word: Word("orange")!, language: .english))
    #expect(viewModel.playChallenge(six.link) == nil)
    #expect(viewModel.game.answer == Word("orange") && viewModel.rowLength == 6)
    #expect(viewModel.roundTitle == "Challenge" && viewModel.roundDetail == "\(six.code) · 6 letters")
    viewModel.enter("garden")
    #expect(harness.files.paths.contains { $0.hasSuffix("rounds/challenge-6-en.json") })
    // The five-letter challenge is where it was, its row kept.
    #expect(viewModel.playChallenge(five.code) == nil)
    #expect(viewModel.rowLength == 5 && viewModel.game.guesses.map(\.word.text) == ["eerie"])
    #expect(viewModel.playChallenge(six.code) == nil)
    #expect(viewModel.game.guesses.map(\.word.text) == ["garden"])
    // A seven-letter challenge whose lists are missing is refused, and nothing changes.
    let seven = try #require(Challenge(word: Word("cabinet")!, language: .english))
    #expect(viewModel.playChallenge(seven.code) != nil)
    #expect(viewModel.game.answer == Word("orange"))
  }

  @Test("The invitation holds the code and the link in one sentence, never the word")
  func invitation() throws {
    let challenge = try #require(Challenge(word: Word("kebab")!, language: .english))
    let text = challenge.invitation
    #expect(text.contains(challenge.code))
    #expect(text.contains("guesswork://challenge/\(challenge.code)"))
    #expect(!text.lowercased().contains("kebab"))
  }

  @Test(
    "A good code switches the board to the challenge: Challenge in the header, code in the subtitle"
  )
  func playsAGoodCode() throws {
    let (viewModel, log) = try harness.viewModel(.remembered)
    viewModel.enter("eerie")
    let challenge = try #require(Challenge(word: Word("kebab")!, language: .english))
    #expect(viewModel.playChallenge(challenge.link) == nil)
    #expect(viewModel.game.answer == Word("kebab"))
    #expect(viewModel.roundTitle == "Challenge")
    #expect(viewModel.roundDetail == challenge.code)
    #expect(viewModel.roundMenu.entries.filter(\.isCurrent).map(\.item) == [.other(.challenge)])
    #expect(viewModel.subtitle == "Challenge \(challenge.code)")
    #expect(viewModel.board.tiles(board: 0)[0].allSatisfy { $0 == .empty })
    #expect(log.take().contains(.boardReplaced))
    #expect(
      StatisticsPresentation.note(for: viewModel.game.puzzle) == "Challenges are not counted.")
  }

  @Test("A challenge played to its end again comes back finished, and is not to be guessed")
  func aFinishedChallengeAgain() throws {
    let (viewModel, log) = try harness.viewModel(.remembered)
    let challenge = try #require(Challenge(word: Word("kebab")!, language: .english))
    #expect(viewModel.playChallenge(challenge.code) == nil)
    #expect(log.take().contains(.toast(Toast("Challenge \(challenge.code): guess your friend's word."))))
    viewModel.play("kebab")
    viewModel.switchMode(to: .daily)
    _ = log.take()
    #expect(viewModel.playChallenge(challenge.code) == nil)
    #expect(viewModel.game.isOver)
    #expect(log.take().contains(.toast(Toast("Challenge \(challenge.code): played already, its board as you finished it."))))
  }

  @Test("A bad code says why, and nothing changes")
  func badCodeChangesNothing() throws {
    let (viewModel, log) = try harness.viewModel(.remembered)
    viewModel.enter("eerie")
    let round = viewModel.game
    let files = harness.files.paths.map { harness.files[$0] }
    _ = log.take()
    #expect(
      viewModel.playChallenge("GW-7K3QX")
        == "A challenge code has six, eight or nine characters after GW-, not 5."
    )
    #expect(viewModel.playChallenge("hello") != nil)
    let zzzzz = try #require(Challenge(word: Word("zzzzz")!, language: .english))
    #expect(
      viewModel.playChallenge(zzzzz.code)
        == "This challenge's word is not in the English word list.")
    var mistyped = Array(zzzzz.code)
    mistyped[4] = mistyped[4] == "A" ? "B" : "A"
    #expect(
      viewModel.playChallenge(String(mistyped))
        == "This challenge code has a typing mistake: check it character by character.")
    #expect(viewModel.game == round)
    #expect(harness.files.paths.map { harness.files[$0] } == files)
    #expect(log.take().isEmpty)
  }
}
