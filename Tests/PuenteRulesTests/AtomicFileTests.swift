import Foundation
import Testing

@testable import PuenteRules
@testable import PuenteSource

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct AtomicFileTests {
  /// A new file, a replaced one, no temporary left behind, the mode `Data.write` gives,
  /// and a failure that leaves the old file as it was.
  @Test func writesWholeFilesByRenameAndLeavesNothingOnFailure() throws {
    let folder = NSTemporaryDirectory() + "puente-atomic-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/out.json"
    try AtomicFile.write(Array("one\n".utf8), to: path)
    try AtomicFile.write(Array("two\n".utf8), to: path)
    #expect(FileManager.default.contents(atPath: path) == Data("two\n".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.json"])

    let reference = folder + "/reference"
    try Data("x".utf8).write(to: URL(fileURLWithPath: reference))
    var info = stat()
    var expected = stat()
    #expect(stat(path, &info) == 0 && stat(reference, &expected) == 0)
    #expect(info.st_mode & 0o777 == expected.st_mode & 0o777)
    try FileManager.default.removeItem(atPath: reference)

    #expect(throws: (any Error).self) { try AtomicFile.write([1], to: folder + "/missing/out.json") }
    try FileManager.default.createDirectory(atPath: folder + "/dir", withIntermediateDirectories: false)
    #expect(throws: (any Error).self) { try AtomicFile.write([1], to: folder + "/dir") }
    #expect(FileManager.default.fileExists(atPath: folder + "/dir"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["dir", "out.json"])
  }

  /// The temporary file had a predictable name (`.out.json.<pid>.tmp`) and was opened
  /// with `O_TRUNC` but not `O_EXCL | O_NOFOLLOW`: a symbolic link planted at that name
  /// sent the bytes to a file outside the repository (issue 28).
  @Test func aSymbolicLinkAtATemporaryNameIsNeverWrittenThrough() throws {
    let folder = NSTemporaryDirectory() + "puente-atomic-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder + "/repo", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data("victim\n".utf8).write(to: URL(fileURLWithPath: folder + "/victim"))
    #expect(symlink(folder + "/victim", folder + "/repo/.out.json.\(getpid()).tmp") == 0)
    try AtomicFile.write(Array("new\n".utf8), to: folder + "/repo/out.json")
    #expect(FileManager.default.contents(atPath: folder + "/victim") == Data("victim\n".utf8))
    #expect(FileManager.default.contents(atPath: folder + "/repo/out.json") == Data("new\n".utf8))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder + "/repo").sorted()
        == [".out.json.\(getpid()).tmp", "out.json"])
  }

  /// `permissions` are the file's from the moment it is in place.
  @Test func givenPermissionsAreExact() throws {
    let folder = NSTemporaryDirectory() + "puente-atomic-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try AtomicFile.write([0x41], to: folder + "/hook", permissions: 0o750)
    var info = stat()
    #expect(stat(folder + "/hook", &info) == 0 && info.st_mode & 0o7777 == 0o750)
  }
}
