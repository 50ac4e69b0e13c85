import CGtk
import Foundation

/// GLib's quark tables, which GLib drops on purpose and LeakSanitizer would report at exit.
///
/// GLib's constructor allocates a table of 2,048 quarks (16,384 bytes); each time a process has
/// interned 2,048 more, GLib copies the table into a larger one and drops the old one without
/// freeing it, so that lookups need no lock (glib/gquark.c: "This leaks the old quarks array"). A
/// full run of the UI tests interns more than 4,096 quarks. LeakSanitizer's stack for such a block
/// stops at `g_malloc` (GLib has no frame pointers), so no suppression could name it without
/// hiding every other leak allocated through GLib. Instead, before every test
/// (`XCTestBookkeeping`), this finds GLib's current table and tells LeakSanitizer to ignore that
/// very block, before GLib drops it: nothing else is exempted. (A single test would have to intern
/// 2,048 quarks of its own for a table to come and go unseen.)
enum QuarkTable {
  /// Whether the current table was found and ignored; `nil` when the process runs without
  /// LeakSanitizer (nothing to do).
  static func ignoreCurrentTable() -> Bool? {
    typealias Ownership = @convention(c) (UnsafeRawPointer?) -> Int32
    typealias AllocatedSize = @convention(c) (UnsafeRawPointer?) -> Int
    typealias Ignore = @convention(c) (UnsafeRawPointer?) -> Void
    guard let ignoreSymbol = dlsym(nil, "__lsan_ignore_object"),
      let ownershipSymbol = dlsym(nil, "__sanitizer_get_ownership"),
      let sizeSymbol = dlsym(nil, "__sanitizer_get_allocated_size")
    else { return nil }
    let ignore = unsafeBitCast(ignoreSymbol, to: Ignore.self)
    let isAllocated = unsafeBitCast(ownershipSymbol, to: Ownership.self)
    let allocatedSize = unsafeBitCast(sizeSymbol, to: AllocatedSize.self)
    // A quark of ours: every table holds its string at its number.
    // (Not g_quark_from_static_string: a Swift string lends its bytes for the call only.)
    let probe = g_quark_from_string("guesswork-quark-table-probe")
    guard let probeString = g_quark_to_string(probe) else { return false }
    let blockSize = 2048 * MemoryLayout<UnsafeRawPointer>.size
    // GLib's pointer to the table is a static of libglib: in its writable mappings (or the
    // anonymous one right after them, where the rest of its zeroed data may lie).
    for range in glibWritableRanges() {
      let step = UInt(MemoryLayout<UInt>.size)
      var address = range.lowerBound
      while address + step <= range.upperBound {
        let word = UnsafeRawPointer(bitPattern: address)!.load(as: UInt.self)
        address += step
        guard let candidate = UnsafeRawPointer(bitPattern: word), isAllocated(candidate) != 0 else { continue }
        let size = allocatedSize(candidate)
        guard size >= blockSize, size % blockSize == 0, Int(probe) < size / MemoryLayout<UnsafeRawPointer>.size
        else { continue }
        let table = candidate.assumingMemoryBound(to: UnsafePointer<CChar>?.self)
        if table[Int(probe)] == probeString {
          ignore(candidate)
          return true
        }
      }
    }
    return false
  }

  /// The address ranges of libglib's writable mappings, from /proc/self/maps.
  private static func glibWritableRanges() -> [Range<UInt>] {
    // Read to its end: procfs gives the file's size as 0, which a whole-file read believes.
    guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps") else { return [] }
    defer { try? handle.close() }
    guard let bytes = try? handle.readToEnd(), let maps = String(data: bytes, encoding: .utf8) else { return [] }
    var ranges: [Range<UInt>] = []
    var afterGLib = false
    for line in maps.split(separator: "\n") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard fields.count >= 5 else { continue }
      let bounds = fields[0].split(separator: "-")
      guard bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16)
      else { continue }
      let path = fields.count >= 6 ? String(fields[5]) : ""
      let writable = fields[1].hasPrefix("rw")
      if path.contains("libglib-2.0.so") {
        if writable { ranges.append(start..<end) }
        afterGLib = true
      } else {
        if afterGLib, path.isEmpty, writable { ranges.append(start..<end) }
        afterGLib = false
      }
    }
    return ranges
  }
}
