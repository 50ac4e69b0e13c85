/// Why the meanings file could not be used; each case names the file, and the line where there is
/// one. (Worded for the player by the view model.)
public enum MeaningsError: Error, Hashable, Sendable {
  case missing(path: String)
  case unreadable(path: String, reason: String)
  /// The first line is not `#guesswork-meanings 1` (another program's file, or a newer format).
  case notMeaningsFile(path: String, firstLine: String)
  case malformed(path: String, line: Int, text: String)
  /// A word not after the one before it: the binary search would miss words.
  case unsorted(path: String, line: Int, text: String)
}
