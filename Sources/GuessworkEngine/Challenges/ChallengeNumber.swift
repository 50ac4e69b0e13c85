/// A challenge as one number: its kind (language, and length for the long codes) and the word's
/// letters read as a base-27 number (`a` = 0 … `ñ` = 26). The letters themselves are encoded, not
/// a place in a list, so any accepted guess can be sent and a code stays valid when a list is
/// reordered or grows.
///
/// Five-letter words keep the first form, below 2²⁵: the language times 27⁵ plus the letters (six
/// characters; every code made before other lengths reads the same). Words of 4, 6 and 7 letters
/// are numbered one kind after another (`longKinds`: each kind takes 27ⁿ numbers), below 2³⁵
/// (eight characters).
enum ChallengeNumber {
  static let wordCount = power(27, Word.standardLength)  // 14 348 907
  /// The languages' numbers in five-letter codes; fixed forever (a new language takes the next
  /// number).
  static let languages: [Language] = [.english, .spanish]

  /// The kinds of the long codes, in the order they are numbered; fixed forever (new kinds are
  /// added at the end). Together 21,696,610,266 numbers, below 2³⁵ = 34,359,738,368.
  static let longKinds: [(language: Language, length: Int)] = [
    (.english, 4), (.spanish, 4), (.english, 6), (.spanish, 6), (.english, 7), (.spanish, 7),
  ]

  /// How many numbers each long kind takes: 27ⁿ, one per word of n letters.
  static let longKindSizes = longKinds.map { UInt64(power(27, $0.length)) }

  /// Whether the challenge travels in the long form (every length but five).
  static func isLong(_ length: Int) -> Bool { length != Word.standardLength }

  static func number(of challenge: Challenge) -> UInt64 {
    let word = challenge.word
    let letters = word.letters.reduce(UInt64(0)) { $0 * 27 + UInt64($1.index) }
    guard isLong(word.length) else {
      let language = UInt64(languages.firstIndex(of: challenge.language)!)
      return language * UInt64(wordCount) + letters
    }
    guard
      let kind = longKinds.firstIndex(where: {
        $0.language == challenge.language && $0.length == word.length
      })
    else { preconditionFailure("no code kind for \(word.length) letters in \(challenge.language)") }
    return longKindSizes[..<kind].reduce(0, +) + letters
  }

  static func challenge(of number: UInt64, long: Bool) throws(ChallengeError) -> Challenge {
    var rest = number
    let language: Language
    let length: Int
    if long {
      guard let kind = longKind(of: &rest) else { throw .unknownLanguage }
      (language, length) = kind
    } else {
      let index = Int(number / UInt64(wordCount))
      guard index < languages.count else { throw .unknownLanguage }
      (language, length) = (languages[index], Word.standardLength)
      rest %= UInt64(wordCount)
    }
    var letters: [Letter] = []
    for _ in 0..<length {
      letters.insert(Letter(index: Int(rest % 27))!, at: 0)
      rest /= 27
    }
    let word = Word(letters)
    guard let challenge = Challenge(word: word, language: language) else {
      throw .notAWord(word.display, language)
    }
    return challenge
  }

  /// The long kind `number` falls in, leaving the number within that kind.
  private static func longKind(of number: inout UInt64) -> (Language, Int)? {
    for (kind, size) in zip(longKinds, longKindSizes) {
      if number < size { return (kind.language, kind.length) }
      number -= size
    }
    return nil
  }

  static func power(_ base: Int, _ exponent: Int) -> Int {
    (0..<exponent).reduce(1) { product, _ in product * base }
  }
}
