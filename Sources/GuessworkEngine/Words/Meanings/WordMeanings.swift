import FoundationEssentials

/// The meanings of a language's words, read from `<words folder>/<language>/meanings.txt` (five
/// letters) or `meanings-N.txt` (N letters) the first time a word of that length is asked for
/// (after a round, never at start-up: the files are 0.4–1.5 MB), then kept for the run. Safe to
/// call from any thread.
///
/// Only English has a dictionary (WordNet); no open Spanish dictionary with definitions exists, so
/// a Spanish word has no meaning here and its file is never looked for.
public final class WordMeanings: @unchecked Sendable {
  /// `meanings.txt` for five letters (the name it had before other lengths), else `meanings-6.txt`:
  /// named as the word lists are.
  public static func fileName(length: Int = Word.standardLength) -> String {
    WordListLoader.fileName("meanings", length)
  }

  private struct Key: Hashable {
    let language: Language
    let length: Int
  }

  private let wordsDirectory: URL
  private let fileSystem: FileSystem
  private let lock = Locked(())
  /// The table, or why it could not be had, per language and length: a missing or damaged file is
  /// read once per run, not at every round.
  private var tables: [Key: Result<MeaningsTable, MeaningsError>] = [:]
  /// The written forms of the answers per language and length, read on the first call.
  private var spellings: [Key: [Word: String]] = [:]

  public init(wordsDirectory: URL, fileSystem: FileSystem = .live) {
    self.wordsDirectory = wordsDirectory
    self.fileSystem = fileSystem
  }

  /// Whether the game has a dictionary of the language's meanings.
  public static func hasDictionary(_ language: Language) -> Bool { language == .english }

  /// Where the meanings of the language's words of `length` letters are (beside its word lists).
  public static func file(
    in wordsDirectory: URL, for language: Language, length: Int = Word.standardLength
  ) -> URL {
    wordsDirectory.appendingPathComponent(language.rawValue, isDirectory: true)
      .appendingPathComponent(fileName(length: length))
  }

  /// Whether a file of the language was read yet (for the tests that hold it out of start-up).
  public func isLoaded(_ language: Language) -> Bool {
    lock.withLock { _ in tables.keys.contains { $0.language == language } }
  }

  /// The word's meaning; `nil` for a word the dictionary does not have, or a language without
  /// one. An error when the file is missing or damaged (the same error again, without reading the
  /// file again).
  public func meaning(of word: Word, in language: Language) throws(MeaningsError) -> WordMeaning? {
    guard let table = try table(for: language, length: word.length) else { return nil }
    return try table.meaning(of: word)
  }

  /// The table of the language's words of `length` letters, read on the first call; `nil` for a
  /// language without a dictionary.
  public func table(for language: Language, length: Int = Word.standardLength)
    throws(MeaningsError) -> MeaningsTable?
  {
    guard WordMeanings.hasDictionary(language) else { return nil }
    let key = Key(language: language, length: length)
    let result = lock.withLock { _ in
      if let known = tables[key] { return known }
      let read = load(language, length: length)
      tables[key] = read
      return read
    }
    return try result.get()
  }

  /// How the answer is written where its letters leave something out: `pièce` for PIECE, `Straße`
  /// for STRASSE, `Abend` for ABEND (a German noun), from `spellings.txt` or `spellings-N.txt`
  /// beside the lists (English and Spanish have none: their letters are their spelling). The
  /// word's own letters, lowercase, for any other word, and when the file is missing, unreadable or
  /// its line is not a spelling of the word (a spelling is a nicety, never a reason for a message;
  /// a line that would show another word is not one).
  public func spelling(of word: Word, in language: Language) -> String {
    guard WordMeanings.hasSpellings(language) else { return word.text }
    let key = Key(language: language, length: word.length)
    let table = lock.withLock { _ in
      if let known = spellings[key] { return known }
      let file = wordsDirectory.appendingPathComponent(language.rawValue, isDirectory: true)
        .appendingPathComponent(WordListLoader.fileName("spellings", word.length))
      let read = ((try? fileSystem.read(file)) ?? nil).map { WordMeanings.spellings($0, language) } ?? [:]
      spellings[key] = read
      return read
    }
    return table[word] ?? word.text
  }

  /// The word as an answer is shown once a round is over: its spelling in capitals (`PIÈCE`,
  /// `STRASSE`); without meanings to read (`nil`), its letters.
  public static func shown(_ word: Word, in language: Language, _ meanings: WordMeanings?) -> String {
    meanings.map { $0.spelling(of: word, in: language).uppercased() } ?? word.display
  }

  /// Whether the language's lists come with spellings (its words have accents the game folds, or
  /// capitals).
  public static func hasSpellings(_ language: Language) -> Bool {
    language != .english && language != .spanish
  }

  /// `word Spelling` lines: each kept when the spelling reads as the word in the language.
  static func spellings(_ data: Data, _ language: Language) -> [Word: String] {
    var table: [Word: String] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      let parts = line.split(separator: " ")
      guard parts.count == 2, parts[1].utf8.count <= 32,
        let word = language.word(parts[0]), language.word(parts[1]) == word
      else { continue }
      table[word] = String(parts[1])
    }
    return table
  }

  /// The language's file read and checked, or why not.
  private func load(_ language: Language, length: Int) -> Result<MeaningsTable, MeaningsError> {
    let file = WordMeanings.file(in: wordsDirectory, for: language, length: length)
    let read: Data?
    do {
      read = try fileSystem.read(file)
    } catch {
      return .failure(.unreadable(path: file.path, reason: (error as? FileError)?.reason ?? "\(error)"))
    }
    guard let data = read else { return .failure(.missing(path: file.path)) }
    do {
      return .success(try MeaningsTable(data, path: file.path, length: length))
    } catch {
      return .failure(error)
    }
  }
}
