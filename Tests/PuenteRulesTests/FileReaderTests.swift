import Foundation
import Testing

@testable import PuenteRules
@testable import PuenteSource

@Suite struct FileReaderTests {
  /// Whole files of every size around the read sizes, byte for byte, both ways in.
  @Test func readsWholeFilesOfAnySize() throws {
    let folder = NSTemporaryDirectory() + "puente-read-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var generator = SystemRandomNumberGenerator()
    for size in [0, 1, 2, 4095, 4096, 4097, 65535, 65536, 65537, 300_001] {
      let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let path = folder + "/f\(size)"
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      #expect(try FileReader.read(path) == bytes, "\(size) bytes")
      let buffer = ReadBuffer(capacity: 16)
      try FileReader.read(path, into: buffer)
      #expect(Array(buffer.bytes) == bytes, "\(size) bytes into a buffer")
    }
  }

  /// Outside a git work tree the folder is walked: every file, relative with `/`, at any
  /// depth and with any name length; hidden and tool folders pruned; symbolic links
  /// listed (a file's or a folder's) but never descended into, so a loop ends.
  @Test func walkListsFilesAndPrunesWhatItShould() throws {
    let folder = NSTemporaryDirectory() + "puente-walk-\(UUID().uuidString)"
    let fm = FileManager.default
    defer { try? fm.removeItem(atPath: folder) }
    let long = String(repeating: "Long", count: 40) + ".swift"
    let files = [
      "A.swift", "Sub/B.swift", "Sub/notes.txt", "Sub/Deep/Deeper/C.swift", "Sub/\(long)", "Émoji ✓/E.swift",
      ".hidden/H.swift", "Pods/P.swift", "Sub/.build/X.swift", "node_modules/N.swift", "DerivedData/D.swift",
      "Carthage/K.swift", "Sub/.git/G.swift", "Podsx/Q.swift",
    ]
    for file in files {
      let path = folder + "/" + file
      try fm.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data("let x = 1\n".utf8).write(to: URL(fileURLWithPath: path))
    }
    try fm.createSymbolicLink(atPath: folder + "/Sub/Loop", withDestinationPath: "..")
    try fm.createSymbolicLink(atPath: folder + "/Link.swift", withDestinationPath: "A.swift")
    let listed = try WorkingTreeSource(root: folder).list()
    #expect(
      listed
        == [
          "A.swift", "Link.swift", "Podsx/Q.swift", "Sub/B.swift", "Sub/Deep/Deeper/C.swift", "Sub/\(long)", "Sub/Loop",
          "Sub/notes.txt", "Émoji ✓/E.swift",
        ].sorted())
    // The same from a root given with a trailing slash.
    #expect(try WorkingTreeSource(root: folder + "/").list() == listed)
  }

  /// A work tree's files are opened relative to its root, held open: the same bytes as
  /// by full path, the same errors (missing, a folder), and a root that is not there
  /// fails each read as missing.
  @Test func workTreeReadsRelativeToItsOpenRoot() throws {
    let folder = NSTemporaryDirectory() + "puente-root-\(UUID().uuidString)"
    let fm = FileManager.default
    defer { try? fm.removeItem(atPath: folder) }
    try fm.createDirectory(atPath: folder + "/Sub/Deeper", withIntermediateDirectories: true)
    try Data("let a = 1\n".utf8).write(to: URL(fileURLWithPath: folder + "/Sub/A.swift"))
    let source = WorkingTreeSource(root: folder)
    let buffer = ReadBuffer(capacity: 4)
    try source.read("Sub/A.swift", into: buffer)
    #expect(Array(buffer.bytes) == Array("let a = 1\n".utf8))
    #expect(throws: SourceError.self) { try source.read("Sub/Missing.swift", into: buffer) }
    do {
      try source.read("Sub/Missing.swift", into: buffer)
    } catch {
      #expect(error.isMissing)
    }
    do {
      try source.read("Sub/Deeper", into: buffer)
      Issue.record("a folder was read")
    } catch {
      #expect(!error.isMissing && error.message == "not a regular file")
    }
    let gone = WorkingTreeSource(root: folder + "/Nowhere")
    do {
      try gone.read("Sub/A.swift", into: buffer)
      Issue.record("a file under a missing root was read")
    } catch {
      #expect(error.isMissing)
    }
  }

  #if os(Linux)
    /// A file whose size `fstat` does not know (0 in /proc) is read to its end anyway.
    @Test func readsFilesLongerThanTheirStatedSize() throws {
      let bytes = try FileReader.read("/proc/self/status")
      #expect(String(decoding: bytes, as: UTF8.self).contains("Name:"))
    }
  #endif

  @Test func failsClearlyOnFoldersAndMissingFiles() {
    let folder = NSTemporaryDirectory()
    #expect(throws: SourceError.self) { try FileReader.read(folder) }
    do {
      _ = try FileReader.read(folder + "/puente-missing-\(UUID().uuidString)")
      Issue.record("read a missing file")
    } catch {
      #expect(error.isMissing)
    }
  }
}
