import PuenteRules
import PuenteSource

/// `puente report`: the debt of a working tree (or any file source), counted as the trend
/// counts a commit, with the UIKit screens and SwiftUI views of its declarations.
public enum DebtReport {
  public static func snapshot(of source: any FileSource, configuration: Configuration) throws(SourceError)
    -> DebtSnapshot
  {
    let analyzer = HistoryAnalyzer(today: CalendarDay.todayUTC())
    let counter = analyzer.counter(for: configuration)
    counter.lexesEverything = true
    // Files are versions named by their paths.
    let changes = try source.list().map { TreeChange(path: $0, key: $0) }
    var snapshot = try counter.apply(changes, reader: SourceReader(source)).snapshot
    // What the listing skipped (a folder it could not open, a name that is not UTF-8),
    // said as `puente scan` says it.
    snapshot.problems = counter.engine.withSkipped(source.listingProblems, snapshot.problems)
    for (folder, count) in counter.screensAndViews() {
      snapshot.folders[folder, default: FolderStats()].screens += count.screens
      snapshot.folders[folder, default: FolderStats()].views += count.views
    }
    return snapshot
  }
}
