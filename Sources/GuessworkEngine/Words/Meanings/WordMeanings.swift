import FoundationEssentials

/// The meanings of a language's words, read from `<words folder>/<language>/meanings.txt` the first
/// time one is asked for (after a round, never at start-up: the English file is 750 KB), then kept
/// for the run. Safe to call from any thread.
///
/// Only English has a dictionary (WordNet); no open Spanish dictionary with definitions exists, so
/// a Spanish word has no meaning here and its file is never looked for.
public final class WordMeanings: @unchecked Sendable {
  public static let fileName = "meanings.txt"

  private let wordsDirectory: URL
  private let fileSystem: FileSystem
  private let lock = Locked(())
  /// The table, or why it could not be had, per language: a missing or damaged file is read once
  /// per run, not at every round.
  private var tables: [Language: Result<MeaningsTable, MeaningsError>] = [:]

  public init(wordsDirectory: URL, fileSystem: FileSystem = .live) {
    self.wordsDirectory = wordsDirectory
    self.fileSystem = fileSystem
  }

  /// Whether the game has a dictionary of the language's meanings.
  public static func hasDictionary(_ language: Language) -> Bool { language == .english }

  /// Where the language's meanings are (beside its word lists).
  public static func file(in wordsDirectory: URL, for language: Language) -> URL {
    wordsDirectory.appendingPathComponent(language.rawValue, isDirectory: true)
      .appendingPathComponent(fileName)
  }

  /// Whether the file was read yet (for the tests that hold it out of start-up).
  public func isLoaded(_ language: Language) -> Bool {
    lock.withLock { _ in tables[language] != nil }
  }

  /// The word's meaning; `nil` for a word the dictionary does not have, or a language without
  /// one. An error when the file is missing or damaged (the same error again, without reading the
  /// file again).
  public func meaning(of word: Word, in language: Language) throws(MeaningsError) -> WordMeaning? {
    guard let table = try table(for: language) else { return nil }
    return try table.meaning(of: word)
  }

  /// The language's table, read on the first call; `nil` for a language without a dictionary.
  public func table(for language: Language) throws(MeaningsError) -> MeaningsTable? {
    guard WordMeanings.hasDictionary(language) else { return nil }
    let result = lock.withLock { _ in
      if let known = tables[language] { return known }
      let read = load(language)
      tables[language] = read
      return read
    }
    return try result.get()
  }

  /// The language's file read and checked, or why not.
  private func load(_ language: Language) -> Result<MeaningsTable, MeaningsError> {
    let file = WordMeanings.file(in: wordsDirectory, for: language)
    let read: Data?
    do {
      read = try fileSystem.read(file)
    } catch {
      return .failure(.unreadable(path: file.path, reason: (error as? FileError)?.reason ?? "\(error)"))
    }
    guard let data = read else { return .failure(.missing(path: file.path)) }
    do {
      return .success(try MeaningsTable(data, path: file.path))
    } catch {
      return .failure(error)
    }
  }
}
