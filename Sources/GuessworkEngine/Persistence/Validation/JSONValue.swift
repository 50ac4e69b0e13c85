import FoundationEssentials

/// Any JSON value, exactly as a file holds it: the one shape every saved file is decoded into
/// before it is checked, so a value of the wrong type, a `null` or an unknown key is seen as what
/// it is instead of being dropped or defaulted by a `Decodable` type.
indirect enum JSONValue: Decodable, Hashable {
  case null
  case bool(Bool)
  /// A whole number that fits in an `Int` (`3.0` and `1e3` are whole numbers too).
  case int(Int)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// The JSON object in `data`, or `nil` when it is not one (not JSON, cut short, an array).
  static func object(in data: Data) -> [String: JSONValue]? {
    guard case .object(let object)? = try? JSONDecoder().decode(JSONValue.self, from: data) else {
      return nil
    }
    return object
  }

  var bool: Bool? {
    if case .bool(let value) = self { value } else { nil }
  }

  var int: Int? {
    if case .int(let value) = self { value } else { nil }
  }

  var string: String? {
    if case .string(let value) = self { value } else { nil }
  }

  var array: [JSONValue]? {
    if case .array(let value) = self { value } else { nil }
  }

  var object: [String: JSONValue]? {
    if case .object(let value) = self { value } else { nil }
  }

  /// A word as the game writes it: five lowercase letters of the game's alphabet, nothing else (a
  /// capital or an accent is a changed byte, not a spelling).
  var word: Word? { string.flatMap(Word.init(saved:)) }

  /// An array of such words, as many as `counts` allows (a round's rows, its answers).
  func words(_ counts: ClosedRange<Int>) -> [Word]? {
    guard let items = array, counts.contains(items.count) else { return nil }
    let words = items.compactMap(\.word)
    return words.count == items.count ? words : nil
  }

  /// A string naming a case of a `String`-backed enum (a language, a mode, a theme).
  func named<Value: RawRepresentable<String>>(_ type: Value.Type = Value.self) -> Value? {
    string.flatMap(Value.init(rawValue:))
  }

  /// A date as `JSONEncoder`'s `.iso8601` strategy writes it: `YYYY-MM-DDTHH:MM:SSZ`.
  var date: Date? {
    guard let text = string else { return nil }
    return Array(text.utf8).withUnsafeBytes { GameRecord.utcDate($0) }
  }
}

extension Word {
  /// A word as the game saves it: exactly five lowercase letters `a`–`z` or `ñ`.
  init?(saved text: String) {
    guard let word = Word(text), word.text == text else { return nil }
    self = word
  }
}

/// The fields of one JSON object being checked. Each field read is marked known; whatever was not
/// read is an unknown key. A field of the wrong type or `null` is damaged; a required field that
/// is not there is missing. Problems are gathered, not thrown, so a file can keep what is sound.
struct ObjectFields {
  let object: [String: JSONValue]
  private(set) var problems: [RecordProblem] = []
  private var known: Set<String> = []

  init(_ object: [String: JSONValue]) { self.object = object }

  /// The field converted by `convert`, or `nil` (and a problem noted) when it is absent and
  /// required, or present and `convert` refuses it.
  mutating func read<Value>(
    _ key: String, required: Bool = true, _ convert: (JSONValue) -> Value?
  ) -> Value? {
    known.insert(key)
    guard let value = object[key] else {
      if required { problems.append(.missing(key)) }
      return nil
    }
    guard let converted = convert(value) else {
      problems.append(.field(key))
      return nil
    }
    return converted
  }

  /// Marks a key as known without reading it (the `format` every file has).
  mutating func skip(_ key: String) { known.insert(key) }

  /// Notes every key that was not read, in a stable order, and returns all problems.
  mutating func finish() -> [RecordProblem] {
    for key in object.keys.sorted() where !known.contains(key) { problems.append(.unknown(key)) }
    return problems
  }

  /// Notes a problem found when checking the fields together.
  mutating func note(_ problem: RecordProblem) { problems.append(problem) }
}
