import PuenteSource

extension Engine {
  /// Scans the staged files of `source` that the configuration includes, with the type
  /// index built from every included file of the index. Returns the report and the
  /// paths it covered (for the baseline's "fixed" count).
  ///
  /// A commit can add debt to files it does not touch: when a staged file declares a
  /// type whose name the repository's declarations made a needle (a class newly made a
  /// hosting subclass, say), every use of it elsewhere may be a new finding; a staged `.puente.json` can do the
  /// same by narrowing `adapters`. Then every included file of the index is checked
  /// (`wholeTree`, or found here), and the baseline keeps old debt from blocking.
  public func scanStaged(_ source: StagedSource, wholeTree: Bool = false) throws(SourceError) -> (
    report: ScanReport, scanned: [String]
  ) {
    var (report, scanned) = try scanStagedFiles(source, wholeTree: wholeTree)
    // Staged files whose names could not be read (as `scan(_:)` reports its listing's).
    report.problems = withSkipped(source.listingProblems, report.problems)
    return (report, scanned)
  }

  private func scanStagedFiles(_ source: StagedSource, wholeTree: Bool) throws(SourceError) -> (
    report: ScanReport, scanned: [String]
  ) {
    let paths = selectFiles(source.stagedPaths)
    if paths.isEmpty && !wholeTree { return (emptyReport, []) }
    let indexPaths = selectFiles(try source.list())
    if wholeTree { return (scan(paths: indexPaths, source: source), indexPaths) }
    let report = scan(paths: paths, source: source, indexPaths: indexPaths)
    if !report.grownNeedles.isEmpty {
      for path in paths {
        guard let bytes = try? source.read(path) else { continue }
        let declares = SourceFile(path: path, bytes: bytes).outline.types.contains {
          $0.kind != .extension && report.grownNeedles.contains($0.name)
        }
        if declares { return (scan(paths: indexPaths, source: source), indexPaths) }
      }
    }
    return (report, paths)
  }
}
