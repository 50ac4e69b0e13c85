import CGettext

/// A value for a placeholder: text, or a whole number written in the player's locale.
public protocol FormatArgument: Sendable {
  var formatValue: FormatValue { get }
}

public enum FormatValue: Sendable, Equatable {
  case text(String)
  case integer(Int)
}

extension String: FormatArgument {
  public var formatValue: FormatValue { .text(self) }
}

extension Substring: FormatArgument {
  public var formatValue: FormatValue { .text(String(self)) }
}

extension Int: FormatArgument {
  public var formatValue: FormatValue { .integer(self) }
}

/// The printf subset that messages use, so xgettext marks them `c-format` and `msgfmt --check`
/// refuses a translation whose placeholders do not match: `%s` (text), `%d` (a number, digits
/// only), `%'d` (a number with the locale's digit grouping: 1,234 or 1.234), `%%`, and the
/// positional forms `%2$s`, `%1$'d` that let a translation reorder the values.
///
/// Hand-written rather than `String(format:)`, which needs Foundation (and its ICU data) and takes
/// C varargs; a placeholder without a value is left empty rather than read from the stack.
public enum MessageFormat {
  public static func apply(_ template: String, _ arguments: [any FormatArgument]) -> String {
    guard template.utf8.contains(UInt8(ascii: "%")) else { return template }
    var output = ""
    var next = 0
    var characters = template.unicodeScalars[...]
    while let scalar = characters.popFirst() {
      guard scalar == "%" else {
        output.unicodeScalars.append(scalar)
        continue
      }
      if characters.first == "%" {
        characters.removeFirst()
        output += "%"
        continue
      }
      // %[n$]['](s|d)
      let afterPercent = characters
      var position: Int?
      let digits = characters.prefix { ("0"..."9").contains($0) }
      if !digits.isEmpty, characters.dropFirst(digits.count).first == "$" {
        position = Int(String(String.UnicodeScalarView(digits)))
        characters = characters.dropFirst(digits.count + 1)
      }
      var grouped = false
      if characters.first == "'" {
        grouped = true
        characters.removeFirst()
      }
      guard let conversion = characters.popFirst(), conversion == "s" || conversion == "d" else {
        // Not a placeholder this formatter knows: keep the text as it was.
        output += "%"
        characters = afterPercent
        continue
      }
      let index: Int
      if let position {
        index = position - 1
      } else {
        index = next
        next += 1
      }
      guard arguments.indices.contains(index) else { continue }
      switch arguments[index].formatValue {
      case .text(let text): output += text
      case .integer(let value): output += grouped ? LocaleNumbers.grouped(value) : String(value)
      }
    }
    return output
  }
}

/// Numbers as the player's locale writes them (`LC_NUMERIC`).
public enum LocaleNumbers {
  /// `value` with the locale's thousands separator (`1,234` in English, `1234`/`1.234` in Spanish
  /// as glibc's locale data says).
  public static func grouped(_ value: Int) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    // The buffer is 64 bytes, more than any Int in any grouping needs; snprintf never writes past
    // `count` and always ends the text with NUL, so String(cString:) stays inside the buffer.
    let written = buffer.withUnsafeMutableBufferPointer {
      guesswork_format_grouped($0.baseAddress, $0.count, value)
    }
    guard written > 0, written < buffer.count else { return String(value) }
    return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
  }

  /// `value` with `digits` decimals and the locale's decimal mark (5.9 in English, 5,9 in Spanish).
  public static func decimal(_ value: Double, digits: Int) -> String {
    guard value.isFinite, value.magnitude < 1e15 else { return String(value) }
    var buffer = [CChar](repeating: 0, count: 64)
    // As in `grouped`: 64 bytes hold any finite value under 10¹⁵ with up to 20 decimals, and
    // snprintf stays inside `count` and ends the text with NUL.
    let written = buffer.withUnsafeMutableBufferPointer {
      guesswork_format_decimal($0.baseAddress, $0.count, value, Int32(min(max(digits, 0), 20)))
    }
    guard written > 0, written < buffer.count else { return String(value) }
    return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
  }
}
