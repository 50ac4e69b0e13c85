import FoundationEssentials

@testable import GuessworkEngine

extension FuzzTarget {
  /// A challenge as a friend sends it: a code, a link, or a whole pasted message around one. What
  /// is read is a challenge whose own code and link read back as itself.
  static let challenge = FuzzTarget("challenge", reads: "challenge codes, links and pasted messages") {
    input, failures in
    let text = String(decoding: input, as: UTF8.self)
    guard let challenge = try? Challenge.read(text) else { return }
    failures.expect(
      RoundKind.all.contains(challenge.kind), "a challenge of \(challenge.words.count) boards was read")
    for form in [challenge.code, challenge.link, "Try this: \(challenge.link) !"] {
      let back = try? Challenge.read(form)
      failures.expect(back == challenge, "\(form) read back as \(String(describing: back)), not \(challenge)")
    }
  }

  /// The choices of a word list's language and length.
  static let listKinds: [(Language, Int)] = Language.allCases.flatMap { language in
    (4...7).map { (language, $0) }
  }

  /// A word list file: every word read has the list's length and reads back the same from the
  /// list written plainly, one word a line.
  static let wordList = FuzzTarget("word-list", reads: "words/<language>/*.txt") { input, failures in
    let ((language, length), data) = split(input, listKinds)
    guard let words = try? WordListLoader.parse(data, path: "/fuzz/words.txt", language, length: length) else { return }
    failures.expect(words.allSatisfy { $0.length == length }, "a \(length)-letter list read a word of another length")
    let plain = Data(words.map { $0.text + "\n" }.joined().utf8)
    let back = try? WordListLoader.parse(plain, path: "/fuzz/words.txt", language, length: length)
    failures.expect(back == words, "the words read back as \(back?.count ?? -1) words, not \(words.count)")
  }

  /// The meanings table: its words are in order and of its length; each word's meaning is there
  /// (or its damaged line is named), and a word not in it has none.
  static let meanings = FuzzTarget("meanings", reads: "words/<language>/meanings*.txt") { input, failures in
    let (length, data) = split(input, [5, 4, 6, 7])
    guard let table = try? MeaningsTable(data, path: "/fuzz/meanings.txt", length: length) else { return }
    failures.expect(zip(table.words, table.words.dropFirst()).allSatisfy { $0 < $1 }, "the words are out of order")
    failures.expect(table.words.allSatisfy { $0.length == length }, "a word of another length")
    let known = Set(table.words)
    for word in table.words.prefix(64) {
      do throws(MeaningsError) {
        let meaning = try table.meaning(of: word)
        failures.expect(meaning?.word == word, "\(word) has no meaning of its own: \(String(describing: meaning))")
      } catch .malformed(_, let line, _) {
        failures.expect(line > 1, "\(word)'s line refused as line \(line)")
      } catch {
        failures.append("\(word)'s line refused as \(error)")
      }
    }
    if let missing = Word("zzzzzzz", length: length), !known.contains(missing) {
      failures.expect((try? table.meaning(of: missing)) == .some(nil), "a word not in the table has a meaning")
    }
  }
}
