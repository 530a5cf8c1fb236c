import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A long-lived `git cat-file --batch` that reads many blobs *pipelined*: the ids of a
/// whole batch are written from another thread while this one parses the answers, so
/// git inflates the next object while we search and lex the last one (one request at a
/// time would leave git and the reader each waiting for the other).
///
/// Safe to share between threads: one request (or batch) at a time holds the stream.
public final class BlobStream: @unchecked Sendable {
  private let lock = NSLock()
  /// Requests up to this size are written without a writer thread: well within a pipe's
  /// 64 KB, which git drains as it answers.
  static let inlineRequest = 16 << 10
  private let pid: pid_t
  /// The pipes to and from git (internal for the tests, which ask their size).
  let input: Int32
  let output: Int32
  /// Bytes read from git: `buffer[start..<end]` is not consumed yet.
  private var buffer = [UInt8](repeating: 0, count: 1 << 20)
  private var start = 0
  private var end = 0
  /// `cat-file --batch-command --buffer` (git 2.36 and later): git writes its answers
  /// only when a request asks for a `flush`, instead of once per object (one write, and
  /// one wake-up of this side, per object of a cold trend). Older git: `--batch`.
  private let buffered: Bool

  /// `buffered`: whether to use `--batch-command --buffer`; by default, when this
  /// machine's git has it. `largePipes`: on Linux, whether to grow the pipes (false
  /// forces the 64 KB pipes macOS has, for the tests).
  public init(repository: GitRepository, buffered: Bool = BlobStream.gitHasBatchCommand, largePipes: Bool = true)
    throws(SourceError)
  {
    self.buffered = buffered
    let running = try Subprocess.start(
      buffered ? ["cat-file", "--batch-command", "--buffer"] : ["cat-file", "--batch"], in: repository.topLevel)
    pid = running.pid
    input = running.stdin
    output = running.stdout
    #if os(Linux)
      // 1 MB pipes instead of 64 KB: git can inflate well ahead while we lex a big file,
      // instead of stopping every 64 KB until we read. (Linux only: macOS cannot size a
      // pipe, and its pipes grow by themselves up to 64 KB.)
      if largePipes {
        _ = fcntl(output, 1031, Int32(1 << 20))  // 1031: F_SETPIPE_SZ
        _ = fcntl(input, 1031, Int32(1 << 20))
      }
    #endif
  }

  deinit {
    close(input)  // git exits at the end of its input
    close(output)
    _ = Subprocess.wait(pid)
  }

  /// One object (a blob id, or `tree:path`).
  public func read(_ id: String) throws(SourceError) -> [UInt8] {
    lock.lock()
    defer { lock.unlock() }
    guard writeAll(request([id])) else { throw SourceError("git cat-file stopped") }
    return try answer(for: id)
  }

  /// Reads `ids` in order, calling `body` with each id's index and bytes (or the error
  /// for that id: a missing object does not stop the others).
  public func readMany(_ ids: [String], body: (Int, Result<[UInt8], SourceError>) -> Void)
    throws(SourceError)
  {
    guard !ids.isEmpty else { return }
    lock.lock()
    defer { lock.unlock() }
    let fd = input
    final class Flag: @unchecked Sendable { var ok = true }
    let flag = Flag()
    let payload = request(ids)
    // A request that fits in the pipe is written at once; a bigger one from another
    // thread while this one reads, so that neither side waits for the other (a thread
    // per small batch cost more than the batch).
    let done: DispatchSemaphore?
    if payload.count <= Self.inlineRequest {
      flag.ok = Subprocess.writeAll(fd, payload)
      done = nil
    } else {
      done = Subprocess.background { flag.ok = Subprocess.writeAll(fd, payload) }
    }
    var failure: SourceError? = nil
    for (i, id) in ids.enumerated() {
      do { body(i, .success(try answer(for: id))) } catch {
        if error.message.hasPrefix("no such object") {
          body(i, .failure(error))
        } else {
          failure = error
          break
        }
      }
    }
    done?.wait()
    if let failure { throw failure }
    if !flag.ok { throw SourceError("git cat-file stopped") }
  }

  /// The lines that ask for the contents of `names`, in this stream's protocol.
  private func request(_ names: [String]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(names.count * (buffered ? 50 : 41) + 6)
    for name in names {
      if buffered { bytes += "contents ".utf8 }
      bytes += name.utf8
      bytes.append(0x0A)
    }
    if buffered { bytes += "flush\n".utf8 }
    return bytes
  }

  /// Whether this machine's `git` has `cat-file --batch-command` (2.36 and later), from
  /// `git version` (asked once per process); false when it cannot tell.
  public static let gitHasBatchCommand: Bool = {
    guard let (status, out, _) = try? Subprocess.run(["version"], in: "/"), status == 0 else { return false }
    return supportsBatchCommand(version: String(decoding: out, as: UTF8.self))
  }()

  /// Whether `git version`'s answer (`git version 2.39.5`, `git version 2.37.1 (Apple
  /// Git-137.1)`) names 2.36 or later.
  static func supportsBatchCommand(version text: String) -> Bool {
    guard let number = text.split(separator: " ").dropFirst(2).first else { return false }
    let parts = number.split(separator: ".").prefix(2).map { Int($0) }
    guard parts.count == 2, let major = parts[0], let minor = parts[1] else { return false }
    return major > 2 || (major == 2 && minor >= 36)
  }

  /// Parses one `<id> <type> <size>\n<bytes>\n` answer (or `<id> missing\n`). The
  /// header is read as bytes: a trend reads a hundred thousand tree objects.
  private func answer(for id: String) throws(SourceError) -> [UInt8] {
    let newline = try lineEnd()
    let lineStart = start
    start = newline + 1
    let size: Int
    switch Self.headerSize(buffer[lineStart..<newline]) {
    case .size(let n): size = n
    case .missing: throw SourceError("no such object in the repository: \(id)")
    case .unexpected:
      throw SourceError(
        "unexpected answer from git cat-file: \(String(decoding: buffer[lineStart..<newline], as: UTF8.self))")
    }
    while end - start < size + 1 { try fill() }
    let body = Array(buffer[start..<(start + size)])
    start += size + 1
    return body
  }

  private static let missing = Array("missing".utf8)

  private enum Header { case size(Int), missing, unexpected }

  /// What a header line says: `<id> <type> <size>` (the size), `<id> missing`, or
  /// something else. (A function of its own, so the slice of `buffer` is gone before
  /// `fill` next changes the buffer, which it would otherwise copy.)
  private static func headerSize(_ line: ArraySlice<UInt8>) -> Header {
    guard let first = line.firstIndex(of: 0x20), let last = line.lastIndex(of: 0x20) else { return .unexpected }
    if first == last { return line[(first + 1)...].elementsEqual(missing) ? .missing : .unexpected }
    let digits = line[(last + 1)...]
    guard line[(first + 1)..<last].firstIndex(of: 0x20) == nil, (1...18).contains(digits.count),
      digits.allSatisfy({ $0 &- 0x30 < 10 })
    else { return .unexpected }
    return .size(digits.reduce(0) { $0 * 10 + Int($1 &- 0x30) })
  }

  /// The index in `buffer` of the newline that ends the next line (reading more until
  /// there is one).
  private func lineEnd() throws(SourceError) -> Int {
    while true {
      let found = buffer.withUnsafeBufferPointer { all in
        UnsafeBufferPointer(rebasing: all[start..<end]).firstIndex(of: 0x0A).map { $0 + start }
      }
      if let found { return found }
      try fill()
    }
  }

  /// Reads at least one more byte from git into `buffer`, moving the unread bytes to the
  /// front or growing it when fewer than 64 KB (a pipe's worth) are free.
  private func fill() throws(SourceError) {
    if start == end {
      start = 0
      end = 0
    } else if start > 0 && buffer.count - end < 1 << 16 {
      let (from, count) = (start, end - start)
      buffer.withUnsafeMutableBytes { raw in
        _ = memmove(raw.baseAddress!, raw.baseAddress! + from, count)
      }
      start = 0
      end = count
    }
    if buffer.count - end < 1 << 16 {
      buffer.append(contentsOf: repeatElement(0, count: buffer.count))
    }
    var n = 0
    let at = end
    repeat {
      n = buffer.withUnsafeMutableBytes { raw in
        systemRead(output, raw.baseAddress! + at, raw.count - at)
      }
    } while n < 0 && errno == EINTR
    if n <= 0 { throw SourceError("git cat-file ended unexpectedly") }
    end += n
  }

  private func writeAll(_ bytes: [UInt8]) -> Bool { Subprocess.writeAll(input, bytes) }
}

/// `read(2)`, named from outside `BlobStream`, whose own `read` hides it there. (Not
/// `Glibc.read`: that module does not exist on macOS.)
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, buffer, count)
}
