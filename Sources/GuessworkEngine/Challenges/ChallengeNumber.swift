/// A challenge as one number below 2²⁵: the language times 27⁵ plus the word's letters read as a
/// base-27 number (`a` = 0 … `ñ` = 26). The letters themselves are encoded, not a place in a list,
/// so any accepted guess can be sent and a code stays valid when a list is reordered or grows.
enum ChallengeNumber {
  static let wordCount = 27 * 27 * 27 * 27 * 27  // 14 348 907
  /// The languages' numbers in codes; fixed forever (a new language takes the next number).
  static let languages: [Language] = [.english, .spanish]

  static func number(of challenge: Challenge) -> UInt32 {
    let language = UInt32(languages.firstIndex(of: challenge.language)!)
    let letters = challenge.word.letters.reduce(UInt32(0)) { $0 * 27 + UInt32($1.index) }
    return language * UInt32(wordCount) + letters
  }

  static func challenge(of number: UInt32) throws(ChallengeError) -> Challenge {
    let index = Int(number) / wordCount
    guard index < languages.count else { throw .unknownLanguage }
    let language = languages[index]
    var rest = Int(number) % wordCount
    var letters: [Letter] = []
    for _ in 0..<Word.standardLength {
      letters.insert(Letter(index: rest % 27)!, at: 0)
      rest /= 27
    }
    let word = Word(letters)
    guard let challenge = Challenge(word: word, language: language) else {
      throw .notAWord(word.display, language)
    }
    return challenge
  }
}
