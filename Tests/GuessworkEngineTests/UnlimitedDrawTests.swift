import PropertyBased
import Testing

@testable import GuessworkEngine

@Suite("Unlimited answers")
struct UnlimitedDrawTests {
  @Test("With 150 answers, a new round never repeats any of the last 100")
  func neverRepeatsRecentAnswers() {
    let answers = syntheticWords(150)
    var generator = SeededGenerator(seed: 7)
    var played: [Word] = []
    for _ in 0..<1_000 {
      let answer = UnlimitedDraw.answer(from: answers, avoiding: played, using: &generator)
      #expect(!played.suffix(UnlimitedDraw.recentWindow).contains(answer))
      #expect(answers.contains(answer))
      played.append(answer)
    }
    // Over many rounds every answer comes up.
    #expect(Set(played) == Set(answers))
  }

  @Test("The rule holds for any seed")
  func neverRepeatsForAnySeed() async {
    let answers = syntheticWords(150)
    await propertyCheck(count: 20, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var generator = SeededGenerator(seed: seed)
      var played: [Word] = []
      for _ in 0..<300 {
        let answer = UnlimitedDraw.answer(from: answers, avoiding: played, using: &generator)
        #expect(!played.suffix(100).contains(answer))
        played.append(answer)
      }
    }
  }

  @Test("A list of one word always gives that word, even right after it")
  func oneWord() {
    var generator = SeededGenerator(seed: 1)
    let only = words("crane")
    #expect(UnlimitedDraw.answer(from: only, avoiding: [], using: &generator) == word("crane"))
    #expect(UnlimitedDraw.answer(from: only, avoiding: only + only, using: &generator) == word("crane"))
  }

  @Test("A list of two words alternates")
  func twoWords() {
    var generator = SeededGenerator(seed: 3)
    let pair = words("crane", "slate")
    var played = [word("crane")]
    for _ in 0..<10 {
      played.append(UnlimitedDraw.answer(from: pair, avoiding: played, using: &generator))
    }
    #expect(played == (0..<11).map { $0 % 2 == 0 ? word("crane") : word("slate") })
  }

  @Test("With a short list, the answer played longest ago comes back first")
  func shortListReusesOldest() {
    var generator = SeededGenerator(seed: 5)
    let list = words("abbey", "abide", "crane", "llama", "theme")
    // Played oldest first: theme is the only one not among the last four.
    let recent = words("crane", "theme", "abbey", "abide", "crane", "llama")
    for _ in 0..<20 {
      #expect(UnlimitedDraw.answer(from: list, avoiding: recent, using: &generator) == word("theme"))
    }
  }

  @Test("The same seed draws the same answers")
  func seeded() {
    let answers = syntheticWords(150)
    var first = SeededGenerator(seed: 42)
    var second = SeededGenerator(seed: 42)
    let a = (0..<20).map { _ in UnlimitedDraw.answer(from: answers, avoiding: [], using: &first) }
    let b = (0..<20).map { _ in UnlimitedDraw.answer(from: answers, avoiding: [], using: &second) }
    #expect(a == b)
    #expect(Set(a).count > 1)
  }

  @Test("SplitMix64 gives its published first outputs for seed 0")
  func splitMixReference() {
    var generator = SeededGenerator(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
  }
}
