import Foundation
import Testing

@testable import GuessworkEngine

/// A challenge of several boards (issue 56): one word a board, carried by one code made of the
/// kind's character and each word's own code, read back as a player pastes it, refused when
/// mistyped, and played as its kind of round.
@Suite("Challenges of several boards")
struct ChallengeBoardsTests {
  let world = TestWorld()

  func words(_ texts: [String]) -> [Word] { texts.map { word($0) } }

  @Test("Every kind, length and language comes back from its code and its link")
  func roundTrip() throws {
    for language in Language.allCases {
      let answers = try ShippedWords.load(language, .answers)
      for kind in RoundKind.all where kind.boards > 1 {
        for start in stride(from: 0, to: 400, by: 57) {
          let chosen = Array(answers[start..<start + kind.boards])
          let made = try #require(Challenge(words: chosen, language: language, isSequence: kind.isSequence))
          #expect(made.kind == kind && made.words == chosen)
          #expect(try Challenge.read(made.code) == made, "\(chosen) \(language) \(kind.key)")
          #expect(try Challenge.read(made.link) == made)
        }
      }
    }
    for length in [4, 6, 7] {
      let answers = try WordListLoader.load(.english, length: length, from: ShippedWords.folder).answers
      let made = try #require(Challenge(words: Array(answers.prefix(8)), language: .english))
      #expect(try Challenge.read(made.code) == made, "\(length) letters")
    }
  }

  @Test("The code is the kind's character, then each board's own code")
  func codeShape() throws {
    let chosen = words(["crane", "tooth", "borne", "slate"])
    let four = try #require(Challenge(words: chosen, language: .english))
    let parts = chosen.map { Challenge(word: $0, language: .english)!.code.dropFirst(Challenge.prefix.count) }
    #expect(four.code == "GW-4-" + parts.joined(separator: "-"))
    let sequence = try #require(Challenge(words: chosen, language: .english, isSequence: true))
    #expect(sequence.code.hasPrefix("GW-M-") && sequence.kind == .fourInSequence)
    let eight = try #require(Challenge(words: words(["crane", "tooth", "borne", "slate", "gusty", "mirth", "flock", "jumbo"]), language: .english, isSequence: true))
    #expect(eight.code.hasPrefix("GW-R-") && eight.code.count == 3 + 1 + 8 * 7)
    #expect(try Challenge(words: words(["crane", "tooth"]), language: .english)!.code.hasPrefix("GW-2-"))
  }

  @Test("Pasted as a player pastes it: lower case, without hyphens, inside a message")
  func pasted() throws {
    let four = try #require(Challenge(words: words(["crane", "tooth", "borne", "slate"]), language: .english))
    let bare = four.code.replacing("-", with: "").dropFirst(2)
    #expect(try Challenge.read(String(bare).lowercased()) == four)
    #expect(try Challenge.read("Beat me: \(four.link) !") == four)
  }

  @Test("A mistyped code is refused, never played as other words")
  func mistyped() throws {
    let four = try #require(Challenge(words: words(["crane", "tooth", "borne", "slate"]), language: .english))
    let code = Array(four.code)
    // Every character of every board's part changed, and neighbours swapped.
    for index in code.indices.dropFirst(5) where code[index] != "-" {
      var changed = code
      changed[index] = changed[index] == "7" ? "8" : "7"
      #expect(throws: ChallengeError.wrongCheckCharacter, "\(String(changed))") { try Challenge.read(String(changed)) }
    }
    #expect(throws: ChallengeError.wrongLength(24)) { try Challenge.read(String(code.dropLast())) }
    // The kind's character for a kind that has another count of boards.
    #expect(throws: ChallengeError.wrongLength(25)) { try Challenge.read("GW-8" + String(code.dropFirst(4))) }
    // A part twice, or parts of two languages: no challenge a game made.
    let crane = Challenge(word: word("crane"), language: .english)!.code.dropFirst(3)
    let spanish = Challenge(word: word("campo"), language: .spanish)!.code.dropFirst(3)
    #expect(throws: ChallengeError.wrongCheckCharacter) { try Challenge.read("GW-2-\(crane)-\(crane)") }
    #expect(throws: ChallengeError.wrongCheckCharacter) { try Challenge.read("GW-2-\(crane)-\(spanish)") }
  }

  @Test("Only a kind of round makes a challenge: 2, 4 or 8 distinct words of one length")
  func kinds() {
    #expect(Challenge(words: words(["crane", "tooth", "borne"]), language: .english) == nil)
    #expect(Challenge(words: words(["crane", "crane"]), language: .english) == nil)
    #expect(Challenge(words: words(["crane", "kitchen"]), language: .english) == nil)
    #expect(Challenge(words: words(["crane", "tooth"]), language: .english, isSequence: true) == nil)
    #expect(Challenge(words: words(["crane"]), language: .english) == Challenge(word: word("crane"), language: .english))
  }

  @Test("Played as its kind: a board a word, its own round file, resumed, never counted")
  func played() throws {
    let session = try world.session()
    let answers = Array(session.words.answers.prefix(4))
    let sent = try #require(Challenge(words: answers, language: .english))
    try session.playChallenge(sent)
    #expect(session.game.answers == answers && session.game.shape.kind == .fourBoards)
    #expect(session.game.shape.rows == 9)
    session.play(answers[1].text)
    let again = try world.session()
    try again.playChallenge(sent)
    #expect(again.game.playedWords == [answers[1]], "the same challenge resumes its round")
    for answer in [answers[0], answers[2], answers[3]] { again.play(answer.text) }
    #expect(again.game.status == .won && again.history.isEmpty)
    let text = try #require(again.shareText(style: ShareStyle()))
    #expect(text.hasPrefix("Guesswork 4 Boards challenge \(sent.code) 4/9\n"))
    // A challenge of one board keeps its own round beside it.
    try again.playChallenge(Challenge(word: answers[0], language: .english)!)
    #expect(again.game.boards.count == 1 && again.game.playedWords.isEmpty)
  }
}
