/// The innermost of a set of nested ranges containing a position, by binary search: the
/// ranges cut the positions into segments within which the innermost range is the same,
/// and a query finds its segment. A linear pass per query was quadratic: a SwiftUI view
/// with 10,000 functions, each with a navigation call the rule asks the enclosing
/// function of, took 68 s in a debug build, and 16,000 views with one call each 74 s
/// (the innermost type, the innermost view body) (issue 28).
///
/// Ranges are of code positions. Built for brace pairs, which nest or lie apart; should
/// two overlap without nesting, every query is answered by a linear pass instead (the
/// answer is then the shortest range containing the position, as it always is).
struct InnermostRanges: Sendable {
  let ranges: [Range<Int>]
  /// Segment starts, ascending, the first 0; nil when two ranges overlap without nesting.
  private let starts: [Int]?
  /// For each segment, the index in `ranges` of the innermost range holding it, -1 for
  /// none.
  private let owners: [Int32]
  /// For each range, the index of the innermost range around it, -1 for none.
  private let parents: [Int32]

  init(_ ranges: [Range<Int>]) {
    self.ranges = ranges
    // Outer first where two start together, so that the inner one is pushed last; of
    // equal ranges the first is pushed last, and so answers, as the linear pass's.
    let order = ranges.indices.sorted {
      ranges[$0].lowerBound != ranges[$1].lowerBound
        ? ranges[$0].lowerBound < ranges[$1].lowerBound
        : ranges[$0].upperBound != ranges[$1].upperBound ? ranges[$0].upperBound > ranges[$1].upperBound : $0 > $1
    }
    var starts = [0]
    var owners: [Int32] = [-1]
    var open: [Int] = []
    var parents = [Int32](repeating: -1, count: ranges.count)
    /// From `at` on, `owner` is innermost (replacing a segment that would be empty).
    func mark(_ at: Int, _ owner: Int32) {
      if starts.last == at {
        owners[owners.count - 1] = owner
      } else {
        starts.append(at)
        owners.append(owner)
      }
    }
    /// Closes the open ranges that end at or before `p`, innermost first.
    func close(upTo p: Int) {
      while let top = open.last, ranges[top].upperBound <= p {
        open.removeLast()
        mark(ranges[top].upperBound, open.last.map { Int32($0) } ?? -1)
      }
    }
    var nested = true
    for k in order where !ranges[k].isEmpty {
      close(upTo: ranges[k].lowerBound)
      if let top = open.last, ranges[top].upperBound < ranges[k].upperBound {
        nested = false
        break
      }
      parents[k] = open.last.map { Int32($0) } ?? -1
      open.append(k)
      mark(ranges[k].lowerBound, Int32(k))
    }
    close(upTo: Int.max)
    self.starts = nested ? starts : nil
    self.owners = owners
    self.parents = parents
  }

  /// The indices in `ranges` of every range containing `p`, innermost first (as a
  /// linear pass sorting them by length would list them).
  func enclosing(_ p: Int) -> [Int] {
    guard starts != nil else {
      return ranges.indices.filter { ranges[$0].contains(p) }.sorted { ranges[$0].count < ranges[$1].count }
    }
    var chain: [Int] = []
    var k = innermost(containing: p)
    while let index = k {
      chain.append(index)
      k = parents[index] < 0 ? nil : Int(parents[index])
    }
    return chain
  }

  /// The index in `ranges` of the innermost range containing `p` (the shortest; of equal
  /// ones, the first), if any.
  func innermost(containing p: Int) -> Int? {
    guard let starts else {
      var best: Int? = nil
      for (k, range) in ranges.enumerated() where range.contains(p) {
        if best == nil || range.count < ranges[best!].count { best = k }
      }
      return best
    }
    guard p >= 0 else { return nil }
    // The last segment starting at or before `p`.
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] <= p { low = middle + 1 } else { high = middle }
    }
    let owner = owners[low - 1]
    return owner < 0 ? nil : Int(owner)
  }
}
