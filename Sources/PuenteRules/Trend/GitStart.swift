import Foundation

/// The git work a trend can start before it knows what it needs, on another thread:
/// `cat-file --batch`, the first-parent history (yesterday's list continued through it,
/// else `rev-list`), and the changes from yesterday's newest tree to today's newest (a
/// nightly run's one new point nearly always needs exactly those). Starting a process
/// blocks the thread that starts it for about a millisecond, and each answer is a wait:
/// the thread that decodes the caches meanwhile does neither.
final class GitStart: @unchecked Sendable {
  private let historyDone = DispatchSemaphore(value: 0)
  private let allDone = DispatchSemaphore(value: 0)
  /// Set by the git thread once `commits` is final.
  private var historySignalled = false
  private var started: Result<BlobStream, SourceError> = .failure(SourceError("git cat-file not started"))
  private var commits: Result<[HistoryCommit], SourceError> = .success([])
  private var startedDiffer: TreeDiffer?
  private var worked: (from: String, to: String, changes: Result<[TreeChange], SourceError>)?

  /// The differ the changes were worked out with (its trees are read already); none,
  /// without waiting, when there was no tree to continue from.
  var differ: TreeDiffer? {
    guard resumes else { return nil }
    finish()
    return startedDiffer
  }
  private let resumes: Bool

  /// The changes from `from` to `to`, when the history has a newer tree than `resume`.
  var speculation: (from: String, to: String, changes: Result<[TreeChange], SourceError>)? {
    finish()
    return worked
  }
  /// Without a tree to continue from, the first tree is read whole: its trees through a
  /// `cat-file` of their own (set before the history is; none when every object is
  /// loose, read in process: `loose`), and which versions the work tree holds is asked
  /// at once.
  var treeStream: BlobStream? {
    guard startsTreeStream else { return nil }
    finish()
    return startedTreeStream
  }
  private var startedTreeStream: BlobStream?
  private let startsTreeStream: Bool
  let copies: PendingCopies?
  let loose: LooseObjects?

  /// With `history`, that is the history (known from the files of `.git`); else it is
  /// `known` continued, or `rev-list`'s.
  init(
    _ repository: GitRepository, revision: String, known: [HistoryCommit]?, history: [HistoryCommit]? = nil,
    resume: String?
  ) {
    copies = resume == nil ? PendingCopies(repository) : nil
    resumes = resume != nil
    let loose = LooseObjects(topLevel: repository.topLevel)
    self.loose = loose
    startsTreeStream = resume == nil && loose?.hasPacks ?? true
    _ = Subprocess.background { [self] in
      defer { allDone.signal() }
      do throws(SourceError) {
        // Without a list to continue, the history first (from its loose commits, else
        // `rev-list`): it is what everything else waits for, and `cat-file` (a
        // `git version` and a start, 8 ms on the benchmark) is not needed before it.
        let cold = history == nil && known == nil
        if cold {
          if revision == "HEAD", let loose, let list = History.commits(loose: loose, repository: repository) {
            publish(.success(list))
          } else {
            publish(.success(try History.commits(repository, revision: revision)))
          }
        }
        // A cold run in a repository without packs reads every object in process: its
        // `cat-file` starts only if some object is not loose after all (one in an
        // alternate store, or packed by a `gc` meanwhile). On the benchmark, the
        // `git version` and the start were 5 ms of CPU while both cores were counting.
        if cold && resume == nil && loose?.hasPacks == false { return }
        let stream = try BlobStream(repository: repository)
        started = .success(stream)
        if startsTreeStream { startedTreeStream = try? BlobStream(repository: repository) }
        if !cold {
          if let history {
            publish(.success(history))
          } else if let known, let continued = History.commits(continuing: known, from: revision, stream: stream) {
            publish(.success(continued))
          } else {
            publish(.success(try History.commits(repository, revision: revision)))
          }
        }
        guard let resume else { return }
        let differ = TreeDiffer(stream: stream, loose: loose)
        startedDiffer = differ
        guard case .success(let list) = commits, let newest = list.first, newest.tree != resume else { return }
        do throws(SourceError) {
          worked = (resume, newest.tree, .success(try differ.changes([(resume, newest.tree)])[0]))
        } catch {
          worked = (resume, newest.tree, .failure(error))
        }
      } catch {
        if case .failure = started { started = .failure(error) }
        // (Once the history is out, it is the caller's: a `cat-file` that fails to
        // start is found when it is needed.)
        if !historySignalled { publish(.failure(error)) }
      }
    }
  }

  /// Sets the history, final from then on, and wakes whoever waits for it.
  private func publish(_ list: Result<[HistoryCommit], SourceError>) {
    commits = list
    historySignalled = true
    historyDone.signal()
  }

  /// The first-parent history, newest first (waiting for git).
  func history() throws(SourceError) -> [HistoryCommit] {
    historyDone.wait()
    historyDone.signal()
    return try commits.get()
  }

  /// The `cat-file` it started (waiting for all of its work: the stream is free then).
  var stream: BlobStream? {
    finish()
    return try? started.get()
  }

  /// Waits for all of its work (any thread may, any number of times).
  func finish() {
    allDone.wait()
    allDone.signal()
  }
}
