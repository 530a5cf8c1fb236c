import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files atomically: a temporary file in the same folder, then a rename, so a
/// reader never sees half a file and a crash never leaves one. Plain `open`/`write`
/// calls, as `Data` would copy the bytes once more. The file is created as `Data.write`
/// creates it (mode 0666 less the umask) unless `permissions` are given.
///
/// The temporary file's name is random and it is created with `O_CREAT | O_EXCL |
/// O_NOFOLLOW`: a predictable name opened with `O_TRUNC` let a symbolic link planted at
/// that name send the bytes to a file outside the repository (issue 28). Whatever is at
/// a name already (a file, a link, a FIFO) is never opened; another name is tried.
public enum AtomicFile {
  public static func write(_ bytes: [UInt8], to path: String, permissions: mode_t? = nil) throws {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    var temporary = ""
    var fd: Int32 = -1
    for _ in 0..<100 {
      let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
      temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(suffix).tmp").path
      fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
      if fd >= 0 || errno != EEXIST { break }
    }
    guard fd >= 0 else { throw failure(errno) }
    var written = Subprocess.writeAll(fd, bytes)
    var code = errno
    if written, let permissions, fchmod(fd, permissions) != 0 {
      written = false
      code = errno
    }
    guard close(fd) == 0, written else {
      let reason = written ? errno : code
      unlink(temporary)
      throw failure(reason)
    }
    guard rename(temporary, path) == 0 else {
      let reason = errno
      unlink(temporary)
      throw failure(reason)
    }
  }

  /// An error with the system's message for `code` (callers name the path).
  private static func failure(_ code: Int32) -> CocoaError {
    CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(code))])
  }
}
