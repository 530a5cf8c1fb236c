import Foundation

/// A git repository read through plumbing commands only (`rev-parse`, `ls-files`,
/// `ls-tree`, `rev-list`, `cat-file --batch`). Nothing here touches the work tree, the
/// index or HEAD.
public struct GitRepository: Sendable {
  /// The work tree's top folder.
  public let topLevel: String

  /// The repository containing `folder`, or nil when it is not inside a work tree.
  public static func discover(from folder: String) -> GitRepository? {
    guard let result = Git.run(["rev-parse", "--show-toplevel"], in: folder), result.status == 0 else { return nil }
    let top = String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .newlines)
    return top.isEmpty ? nil : GitRepository(topLevel: top)
  }

  public init(topLevel: String) { self.topLevel = topLevel }

  /// Runs a git command at the top level; throws with git's message on failure.
  public func run(_ args: [String], input: [UInt8]? = nil) throws(SourceError) -> [UInt8] {
    guard let result = Git.run(args, in: topLevel, input: input) else {
      throw SourceError("cannot run git; is it installed and on PATH?")
    }
    guard result.status == 0 else {
      throw SourceError("git \(args.first ?? ""): \(result.error.trimmingCharacters(in: .whitespacesAndNewlines))")
    }
    return result.output
  }

  /// One file of a tree or of the index: its path and blob id.
  public struct Entry: Sendable, Hashable {
    public var path: String
    public var blob: String
    public init(path: String, blob: String) {
      self.path = path
      self.blob = blob
    }
  }

  /// The files (blobs) of a commit's tree, recursively (`git ls-tree -r -z`).
  public func tree(_ commit: String) throws(SourceError) -> [Entry] {
    let out = try run(["ls-tree", "-r", "-z", "--full-tree", commit])
    var entries: [Entry] = []
    for record in out.split(separator: 0) {
      // "<mode> SP <type> SP <object> TAB <path>"
      guard let tab = record.firstIndex(of: 0x09) else { continue }
      let header = record[record.startIndex..<tab].split(separator: 0x20)
      guard header.count == 3, header[1].elementsEqual("blob".utf8) else { continue }
      entries.append(
        Entry(
          path: String(decoding: record[(tab + 1)...], as: UTF8.self),
          blob: String(decoding: header[2], as: UTF8.self)))
    }
    return entries
  }

  /// The files staged in the index (`git ls-files -s -z`), stage 0 only.
  public func index() throws(SourceError) -> [Entry] {
    let out = try run(["ls-files", "-s", "-z"])
    var entries: [Entry] = []
    for record in out.split(separator: 0) {
      // "<mode> SP <object> SP <stage> TAB <path>"
      guard let tab = record.firstIndex(of: 0x09) else { continue }
      let header = record[record.startIndex..<tab].split(separator: 0x20)
      guard header.count == 3, header[2].elementsEqual("0".utf8) else { continue }
      entries.append(
        Entry(
          path: String(decoding: record[(tab + 1)...], as: UTF8.self),
          blob: String(decoding: header[1], as: UTF8.self)))
    }
    return entries
  }
}

/// A long-lived `git cat-file --batch` process: blob contents by id, one request at a
/// time, without a process per file.
public final class CatFile: @unchecked Sendable {
  private let process = Process()
  private let input: FileHandle
  private let output: FileHandle
  private var buffer: [UInt8] = []
  private var bufferStart = 0
  private let lock = NSLock()
  /// Signalled when git exits (see `Git.run` on why not `waitUntilExit()`).
  private let exited = DispatchSemaphore(value: 0)

  public init(repository: GitRepository) throws(SourceError) {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", repository.topLevel, "cat-file", "--batch"]
    let inPipe = Pipe()
    let outPipe = Pipe()
    process.standardInput = inPipe
    process.standardOutput = outPipe
    process.standardError = FileHandle.nullDevice
    let exited = self.exited
    process.terminationHandler = { _ in exited.signal() }
    do { try process.run() } catch { throw SourceError("cannot run git cat-file: \(error)") }
    input = inPipe.fileHandleForWriting
    output = outPipe.fileHandleForReading
  }

  deinit {
    try? input.close()
    exited.wait()
  }

  /// The contents of the object `id` (a blob id, or `rev:path`).
  public func read(_ id: String) throws(SourceError) -> [UInt8] {
    lock.lock()
    defer { lock.unlock() }
    do { try input.write(contentsOf: Array((id + "\n").utf8)) } catch {
      throw SourceError("git cat-file stopped: \(error)")
    }
    let header = try readLine()
    let fields = header.split(separator: " ")
    if fields.count == 2 && fields[1] == "missing" { throw SourceError("no such object in the repository: \(id)") }
    guard fields.count == 3, let size = Int(fields[2]) else {
      throw SourceError("unexpected answer from git cat-file: \(header)")
    }
    let body = try readBytes(size + 1)  // contents and the terminating newline
    return Array(body.dropLast())
  }

  private func fill() throws(SourceError) {
    let chunk = output.availableData
    guard !chunk.isEmpty else { throw SourceError("git cat-file ended unexpectedly") }
    if bufferStart > 0 && bufferStart == buffer.count {
      buffer.removeAll(keepingCapacity: true)
      bufferStart = 0
    }
    buffer.append(contentsOf: chunk)
  }

  private func readLine() throws(SourceError) -> String {
    while true {
      if let newline = buffer[bufferStart...].firstIndex(of: 0x0A) {
        let line = String(decoding: buffer[bufferStart..<newline], as: UTF8.self)
        bufferStart = newline + 1
        return line
      }
      try fill()
    }
  }

  private func readBytes(_ count: Int) throws(SourceError) -> ArraySlice<UInt8> {
    while buffer.count - bufferStart < count { try fill() }
    let slice = buffer[bufferStart..<(bufferStart + count)]
    bufferStart += count
    return slice
  }
}

/// Files of a commit or of the index, read through one `cat-file --batch` process.
public struct GitObjectSource: FileSource {
  public let entries: [GitRepository.Entry]
  let blobs: [String: String]
  let catFile: CatFile
  public let description: String

  public init(entries: [GitRepository.Entry], catFile: CatFile, description: String) {
    self.entries = entries
    self.blobs = Dictionary(entries.map { ($0.path, $0.blob) }, uniquingKeysWith: { a, _ in a })
    self.catFile = catFile
    self.description = description
  }

  public func list() throws(SourceError) -> [String] { entries.map(\.path).sorted() }

  public func read(_ path: String) throws(SourceError) -> [UInt8] {
    guard let blob = blobs[path] else { throw SourceError("not in \(description)") }
    return try catFile.read(blob)
  }

  /// The blob id of `path`, for caches keyed by content.
  public func blob(of path: String) -> String? { blobs[path] }
}
