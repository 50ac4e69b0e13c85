/// A challenge as one number: its kind (language, and length for the long codes) and the word's
/// letters read as a base-27 number (`a` = 0 … `ñ` = 26). The letters themselves are encoded, not
/// a place in a list, so any accepted guess can be sent and a code stays valid when a list is
/// reordered or grows.
///
/// Five-letter words keep the first form, below 2²⁵: the language times 27⁵ plus the letters (six
/// characters; every code made before other lengths reads the same). Words of 4, 6 and 7 letters
/// are numbered one kind after another (`longKinds`: each kind takes 27ⁿ numbers), below 2³⁵
/// (eight characters). The languages that came after (French, German, Italian, Portuguese) fit in
/// neither: their words of every length are numbered the same way in the wide form (`wideKinds`),
/// each letter its place in the language's alphabet (26 letters, German's 29), below 2⁴⁰ (nine
/// characters).
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

  /// The kinds of the wide codes, in the order they are numbered; fixed forever (new kinds are
  /// added at the end). Together 42,925,110,972 numbers, below 2⁴⁰ = 1,099,511,627,776.
  static let wideKinds: [(language: Language, length: Int)] =
    [Language.french, .german, .italian, .portuguese].flatMap { language in
      Word.lengths.map { (language, $0) }
    }

  /// How many numbers each wide kind takes: one per word of n letters of the language's alphabet.
  static let wideKindSizes = wideKinds.map {
    UInt64(power($0.language.alphabet.count, $0.length))
  }

  /// The form a challenge travels in.
  static func form(of challenge: Challenge) -> ChallengeForm {
    guard languages.contains(challenge.language) else { return .wide }
    return challenge.word.length == Word.standardLength ? .short : .long
  }

  static func number(of challenge: Challenge) -> UInt64 {
    let word = challenge.word
    let form = form(of: challenge)
    guard form != .wide else {
      let alphabet = challenge.language.alphabet
      let letters = word.letters.reduce(UInt64(0)) {
        $0 * UInt64(alphabet.count) + UInt64(alphabet.firstIndex(of: $1)!)
      }
      guard
        let kind = wideKinds.firstIndex(where: {
          $0.language == challenge.language && $0.length == word.length
        })
      else { preconditionFailure("no code kind for \(word.length) letters in \(challenge.language)") }
      return wideKindSizes[..<kind].reduce(0, +) + letters
    }
    let letters = word.letters.reduce(UInt64(0)) { $0 * 27 + UInt64($1.index) }
    guard form == .long else {
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

  static func challenge(of number: UInt64, form: ChallengeForm) throws(ChallengeError) -> Challenge {
    var rest = number
    let language: Language
    let length: Int
    switch form {
    case .long:
      guard let kind = kind(of: &rest, among: longKinds, sizes: longKindSizes) else {
        throw .unknownLanguage
      }
      (language, length) = kind
    case .wide:
      guard let kind = kind(of: &rest, among: wideKinds, sizes: wideKindSizes) else {
        throw .unknownLanguage
      }
      (language, length) = kind
    case .short:
      let index = Int(number / UInt64(wordCount))
      guard index < languages.count else { throw .unknownLanguage }
      (language, length) = (languages[index], Word.standardLength)
      rest %= UInt64(wordCount)
    }
    // The first forms number every language's letters as a–z and ñ; the wide form by its alphabet.
    let alphabet = form == .wide ? language.alphabet : (0..<27).map { Letter(index: $0)! }
    let radix = UInt64(alphabet.count)
    var letters: [Letter] = []
    for _ in 0..<length {
      letters.insert(alphabet[Int(rest % radix)], at: 0)
      rest /= radix
    }
    let word = Word(letters)
    guard let challenge = Challenge(word: word, language: language) else {
      throw .notAWord(word.display, language)
    }
    return challenge
  }

  /// The kind `number` falls in, leaving the number within that kind.
  private static func kind(
    of number: inout UInt64, among kinds: [(language: Language, length: Int)], sizes: [UInt64]
  ) -> (Language, Int)? {
    for (kind, size) in zip(kinds, sizes) {
      if number < size { return (kind.language, kind.length) }
      number -= size
    }
    return nil
  }

  static func power(_ base: Int, _ exponent: Int) -> Int {
    (0..<exponent).reduce(1) { product, _ in product * base }
  }
}

/// The three shapes of a code: six characters (a five-letter English or Spanish word), eight (4, 6
/// or 7 letters in those), nine (every word of the languages added after).
enum ChallengeForm: CaseIterable {
  case short, long, wide

  /// Data characters, before the check character.
  var dataLength: Int {
    switch self {
    case .short: 5
    case .long: 7
    case .wide: 8
    }
  }

  var mixing: ChallengeMixing {
    switch self {
    case .short: .short
    case .long: .long
    case .wide: .wide
    }
  }

  /// The form of a code of `count` characters (data and check), if one has that many.
  init?(characters count: Int) {
    guard let form = ChallengeForm.allCases.first(where: { $0.dataLength + 1 == count }) else {
      return nil
    }
    self = form
  }
}
