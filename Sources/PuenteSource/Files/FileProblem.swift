/// A file that could not be scanned, reported as a warning while the scan goes on.
public struct FileProblem: Sendable, Hashable {
  public var path: String
  public var message: String

  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }
}
