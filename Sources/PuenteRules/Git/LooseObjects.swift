import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A repository's loose objects (`objects/ab/cdef…`: one zlib stream per object, the
/// form every object has until `git gc` packs it), read and inflated in process.
///
/// Only a shortcut: an object that is not loose (packed, in an alternate object store),
/// or whose file is damaged, is not found here, and its reader asks `cat-file` instead,
/// which knows every form. Nothing is written. When the environment moves the object
/// store (`GIT_DIR`, `GIT_OBJECT_DIRECTORY`, `GIT_COMMON_DIR`), or the repository's
/// layout is not one of the usual ones, there is no shortcut at all.
struct LooseObjects: Sendable {
  /// The `objects` folder, without a trailing `/`.
  let directory: String

  /// The loose objects of the repository whose work tree is at `topLevel`: `.git` is the
  /// git folder, or a file naming it (`gitdir: …`, as linked work trees and submodules
  /// have), whose `commondir` file, if any, names the folder holding `objects`.
  init?(topLevel: String) {
    guard let (_, common) = Self.gitDirectories(topLevel: topLevel) else { return nil }
    var info = stat()
    // `git replace` makes git show other objects in place of some: only `cat-file` knows.
    guard !GitRepository.hasReplacementRefs(in: common) else { return nil }
    let objects = common + "/objects"
    guard stat(objects, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
    directory = objects
    hasPacks = Self.holdsPack(objects + "/pack")
  }

  /// The git folder of the work tree at `topLevel` and the folder holding its shared
  /// parts (`objects`, `config`): `.git`, or the folder a `.git` file names
  /// (`gitdir: …`, as linked work trees and submodules have), and the one its
  /// `commondir` file names. Nil when the environment moves them (`GIT_DIR`,
  /// `GIT_OBJECT_DIRECTORY`, `GIT_COMMON_DIR`, `GIT_ALTERNATE_OBJECT_DIRECTORIES`) or
  /// the layout is not one of these.
  static func gitDirectories(topLevel: String) -> (git: String, common: String)? {
    let environment = ProcessInfo.processInfo.environment
    for name in ["GIT_DIR", "GIT_OBJECT_DIRECTORY", "GIT_COMMON_DIR", "GIT_ALTERNATE_OBJECT_DIRECTORIES"]
    where environment[name] != nil {
      return nil
    }
    let dotGit = topLevel + "/.git"
    var info = stat()
    guard stat(dotGit, &info) == 0 else { return nil }
    var gitDirectory = dotGit
    if info.st_mode & S_IFMT == S_IFREG {
      guard let named = Self.firstLine(of: dotGit), named.hasPrefix("gitdir: ") else { return nil }
      gitDirectory = Self.resolve(String(named.dropFirst(8)), against: topLevel)
    } else if info.st_mode & S_IFMT != S_IFDIR {
      return nil
    }
    var common = gitDirectory
    if let named = Self.firstLine(of: gitDirectory + "/commondir") {
      common = Self.resolve(named, against: gitDirectory)
    }
    return (gitDirectory, common)
  }

  /// Whether the repository has packed objects too (then some objects will need
  /// `cat-file`, and it is worth starting early).
  let hasPacks: Bool

  private static func holdsPack(_ folder: String) -> Bool {
    (try? FileManager.default.contentsOfDirectory(atPath: folder))?.contains { $0.hasSuffix(".pack") } ?? false
  }

  /// The file that holds object `id` when it is loose (hex ids only; nil for anything else).
  ///
  /// Made as bytes (a tree diff asks for thousands: concatenating the string's pieces
  /// cost 6,000 instructions each).
  func path(of id: String) -> String? {
    var id = id
    return id.withUTF8 { hex -> String? in
      guard hex.count == 40 || hex.count == 64 else { return nil }
      for c in hex where !Self.isLowerHex(c) { return nil }
      var folder = directory
      return folder.withUTF8 { head in
        String(unsafeUninitializedCapacity: head.count + hex.count + 2) { out in
          var k = 0
          for byte in head {
            out[k] = byte
            k += 1
          }
          out[k] = 0x2F
          out[k + 1] = hex[0]
          out[k + 2] = hex[1]
          out[k + 3] = 0x2F
          k += 4
          for byte in hex[2...] {
            out[k] = byte
            k += 1
          }
          return k
        }
      }
    }
  }

  /// The file of object `id` when it is loose here (the file exists).
  func file(of id: String) -> String? {
    guard let path = path(of: id), access(path, F_OK) == 0 else { return nil }
    return path
  }

  /// Whether object `id` is loose here.
  func contains(_ id: String) -> Bool { file(of: id) != nil }

  /// The content of object `id` if it is loose, of `type` (`blob`, `tree`), and whole;
  /// nil otherwise.
  func read(_ id: String, type: String) -> [UInt8]? {
    guard let path = path(of: id) else { return nil }
    return Self.read(file: path, type: type)
  }

  /// The content of the loose object file at `path`: its zlib stream inflated, checked
  /// for the header `<type> <size>\0` and a content of exactly that size.
  static func read(file path: String, type: String) -> [UInt8]? {
    guard let compressed = try? FileReader.read(path) else { return nil }
    // Source compresses about four to one, trees (mostly object ids) by less; a guess
    // too small costs a second inflate with the size the header gives.
    var capacity = max(256, compressed.count * 6)
    for _ in 0..<2 {
      var declared: Int? = nil
      let result = compressed.withUnsafeBufferPointer { input in
        [UInt8](unsafeUninitializedCapacity: capacity + Inflate.slack) { storage, count in
          count = 0
          guard let base = storage.baseAddress else { return }
          switch Inflate.zlib(input, into: base, capacity: capacity) {
          case .done(let written): count = written
          case .full, .invalid:
            // The header is in the first bytes written, whatever stopped the inflate.
            declared = header(UnsafeBufferPointer(start: base, count: min(capacity, 32)), type: type)?.size
          }
        }
      }
      if !result.isEmpty {
        guard let (size, length) = result.withUnsafeBufferPointer({ header($0, type: type) }),
          length + size == result.count
        else { return nil }
        return Array(result[length...])
      }
      // Too small a guess: once more with the size the header declares.
      guard let declared, declared + 64 > capacity else { return nil }
      capacity = declared + 64
    }
    return nil
  }

  /// The size a loose object's header declares and the header's length (through its
  /// NUL), when it begins `buffer` and names `type`.
  static func header(_ buffer: UnsafeBufferPointer<UInt8>, type: String) -> (size: Int, length: Int)? {
    var i = 0
    for byte in type.utf8 {
      guard i < buffer.count, buffer[i] == byte else { return nil }
      i += 1
    }
    guard i < buffer.count, buffer[i] == 0x20 else { return nil }
    i += 1
    var size = 0
    let digits = i
    while i < buffer.count, buffer[i] >= 0x30, buffer[i] <= 0x39, i - digits < 18 {
      size = size * 10 + Int(buffer[i] - 0x30)
      i += 1
    }
    guard i > digits, i < buffer.count, buffer[i] == 0 else { return nil }
    return (size, i + 1)
  }

  private static func isLowerHex(_ c: UInt8) -> Bool {
    (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66)
  }

  private static func firstLine(of path: String) -> String? {
    guard let bytes = try? FileReader.read(path) else { return nil }
    let line = bytes.prefix { $0 != 0x0A && $0 != 0x0D }
    let text = String(decoding: line, as: UTF8.self)
    return text.isEmpty ? nil : text
  }

  private static func resolve(_ path: String, against folder: String) -> String {
    path.hasPrefix("/") ? path : folder + "/" + path
  }
}
