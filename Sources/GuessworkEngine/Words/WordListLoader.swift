import FoundationEssentials

/// Why a word list could not be loaded; each case names the file, and the line where there is one.
/// (Worded for the player by the view model: `WordListError.text`.)
public enum WordListError: Error, Hashable, Sendable {
  case missing(path: String)
  case unreadable(path: String, reason: String)
  case empty(path: String)
  case malformed(path: String, line: Int, text: String)
  /// Larger than any list of words of one length could be (`WordListLoader.sizeLimit`).
  case tooLarge(path: String, limit: Int)
}

extension WordListError {
  /// What a word-list loader threw, as a `WordListError` (an injected loader may throw others).
  init(_ error: any Error, language: Language) {
    self = error as? WordListError ?? .unreadable(path: language.rawValue, reason: "\(error)")
  }
}

/// Reads `answers.txt` and `guesses.txt` (five letters) or `answers-N.txt` and `guesses-N.txt`
/// (N letters: 4, 6 or 7) from `<words folder>/<language code>/`.
///
/// Format: one word of the file's length a line; blank lines and lines starting with `#` are ignored; case and accents are
/// normalised. The shipped lists are plain lowercase ASCII (and `ñ`, `ä`, `ö`, `ü`), read byte by byte
/// without building a `String` per line; anything else takes the general path through `Word.init`.
public enum WordListLoader {
  public static func load(
    _ language: Language, length: Int = Word.standardLength, from wordsDirectory: URL,
    fileSystem: FileSystem = .live
  ) throws(WordListError) -> WordList {
    let folder = wordsDirectory.appendingPathComponent(language.rawValue, isDirectory: true)
    let answers = try words(
      in: folder.appendingPathComponent(fileName("answers", length)), language, length, fileSystem)
    let guesses = try words(
      in: folder.appendingPathComponent(fileName("guesses", length)), language, length, fileSystem)
    return WordList(language: language, answers: answers, guesses: guesses)
  }

  /// `answers.txt` for the five-letter list (the name it had before other lengths), else
  /// `answers-6.txt`.
  public static func fileName(_ kind: String, _ length: Int) -> String {
    length == Word.standardLength ? "\(kind).txt" : "\(kind)-\(length).txt"
  }

  /// The most a word list is read of: 8 MiB, a million words of seven letters (the longest
  /// shipped list is 383 KB). A larger file is refused at once, not read whole (a 1 GB file once
  /// held the start for minutes).
  public static let sizeLimit = 8 * 1024 * 1024

  /// The longest line a word is looked for in: seven letters each written with a combining mark,
  /// with blanks around, fit many times over. A longer one is refused as it is (a 10 MB line once
  /// made a 10 MB error message, and minutes of work before the window).
  static let lineLimit = 256

  /// How much of a refused line the player is shown.
  static let shownCharacters = 40

  static func words(
    in file: URL, _ language: Language, _ length: Int, _ fileSystem: FileSystem
  ) throws(WordListError) -> [Word] {
    let data: Data
    do {
      guard let read = try fileSystem.readRange(file, 0, sizeLimit + 1) else {
        throw WordListError.missing(path: file.path)
      }
      guard read.size <= sizeLimit, read.data.count <= sizeLimit else {
        throw WordListError.tooLarge(path: file.path, limit: sizeLimit)
      }
      data = read.data
    } catch let error as WordListError {
      throw error
    } catch {
      throw .unreadable(path: file.path, reason: (error as? FileError)?.reason ?? "\(error)")
    }
    let words = try parse(data, path: file.path, language, length: length)
    guard !words.isEmpty else { throw .empty(path: file.path) }
    return words
  }

  /// Parses list text of words of `length` letters; `path` only names the file in errors.
  public static func parse(
    _ data: Data, path: String, _ language: Language, length: Int = Word.standardLength
  ) throws(WordListError) -> [Word] {
    var words: [Word] = []
    words.reserveCapacity(data.count / 6)
    var lineNumber = 0
    var failure: WordListError?
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      var start = 0
      let count = bytes.count
      while start < count, failure == nil {
        var end = start
        while end < count, bytes[end] != 0x0A { end += 1 }
        lineNumber += 1
        let line = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
        start = end + 1
        if let word = fastWord(line, letters: language.letterMask), word.length == length {
          words.append(word)
          continue
        }
        guard line.count <= lineLimit else {
          failure = .malformed(path: path, line: lineNumber, text: shown(line))
          return
        }
        let text = trimmed(String(decoding: line, as: UTF8.self))
        if text.isEmpty || text.hasPrefix("#") { continue }
        guard let word = language.word(text, length: length) else {
          failure = .malformed(path: path, line: lineNumber, text: shown(line))
          return
        }
        words.append(word)
      }
    }
    if let failure { throw failure }
    return words
  }

  /// The start of a refused line, as the player is told it: at most `shownCharacters`, and `…`
  /// when there was more.
  static func shown(_ line: UnsafeRawBufferPointer) -> String {
    let head = UnsafeRawBufferPointer(rebasing: line.prefix(4 * shownCharacters))
    var kept = String.UnicodeScalarView()
    var characters = 0
    var cut = head.count < line.count
    // A character's marks are counted with it, and at most four scalars a character are kept:
    // the refusal stays short whatever the line holds.
    for scalar in trimmed(String(decoding: head, as: UTF8.self)).unicodeScalars {
      if !scalar.properties.isGraphemeExtend { characters += 1 }
      guard characters <= shownCharacters, kept.count < 4 * shownCharacters else {
        cut = true
        break
      }
      kept.append(scalar)
    }
    // A character cut in two by the byte limit is not shown.
    if cut, kept.last == "\u{FFFD}" { kept.removeLast() }
    return String(kept) + (cut ? "…" : "")
  }

  /// The text without blanks at either end.
  static func trimmed(_ text: String) -> String { text.trimmingBlanks() }

  /// A line of four to seven lowercase letters `a`–`z` (and `ñ`, `ä`, `ö`, `ü`, as UTF-8, where
  /// `letters` has them: a language's `letterMask`), as the shipped lists are written; `nil` for
  /// anything else. History lines store words the same way and read them through this too
  /// (`HistoryLine`, with every letter).
  static func fastWord(_ line: UnsafeRawBufferPointer, letters: UInt32) -> Word? {
    let longest = Word.lengths.upperBound
    guard line.count >= Word.lengths.lowerBound, line.count <= 2 * longest else { return nil }
    var code: UInt64 = 0
    var count = 0
    var index = 0
    while index < line.count {
      let byte = line[index]
      if byte >= 97 && byte <= 122 {
        code = code << 5 | UInt64(byte - 97)
        index += 1
      } else if byte == 0xC3, index + 1 < line.count, let letter = ownLetter(line[index + 1]),
        letters >> letter & 1 == 1
      {
        code = code << 5 | UInt64(letter)
        index += 2
      } else {
        return nil
      }
      count += 1
      if count > longest { return nil }
    }
    return Word.lengths.contains(count) ? Word(letterCode: code, length: count) : nil
  }

  /// The letter of `ñ`, `ä`, `ö` or `ü` from the second byte of its UTF-8 (the first is 0xC3).
  private static func ownLetter(_ second: UInt8) -> UInt8? {
    switch second {
    case 0xB1: Letter.enye.index
    case 0xA4: 27
    case 0xB6: 28
    case 0xBC: 29
    default: nil
    }
  }

  /// Every letter of every language, for files that hold words of any of them.
  static let everyLetter: UInt32 = 1 << Letter.count - 1
}
