import Foundation
import Testing

@testable import PuenteRules

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
