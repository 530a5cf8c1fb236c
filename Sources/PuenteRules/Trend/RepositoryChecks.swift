import Foundation

extension GitRepository {
  /// Whether `rev-list` follows exactly the parents the commit objects record, so that a
  /// first-parent history read an earlier day can be continued by reading the new
  /// commits (`History.commits(continuing:from:stream:)`): no graft file, no replacement
  /// refs and not shallow (each makes `rev-list` see other parents), in a plain `.git`
  /// folder and with no variable that moves what git reads. When unsure, false.
  var recordsItsOwnParents: Bool {
    let environment = ProcessInfo.processInfo.environment
    let moving = [
      "GIT_DIR", "GIT_WORK_TREE", "GIT_COMMON_DIR", "GIT_OBJECT_DIRECTORY", "GIT_ALTERNATE_OBJECT_DIRECTORIES",
      "GIT_REPLACE_REF_BASE", "GIT_NO_REPLACE_OBJECTS", "GIT_GRAFT_FILE", "GIT_SHALLOW_FILE",
      "GIT_CONFIG_PARAMETERS", "GIT_NAMESPACE",
    ]
    if moving.contains(where: { environment[$0] != nil }) { return false }
    let gitDir = topLevel + "/.git"
    var info = stat()
    guard stat(gitDir, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return false }
    if access(gitDir + "/shallow", F_OK) == 0 || access(gitDir + "/info/grafts", F_OK) == 0 { return false }
    if let replaced = try? FileManager.default.contentsOfDirectory(atPath: gitDir + "/refs/replace"),
      !replaced.isEmpty
    {
      return false
    }
    if let packed = try? FileReader.read(gitDir + "/packed-refs"),
      String(decoding: packed, as: UTF8.self).contains("refs/replace/")
    {
      return false
    }
    return true
  }
}
