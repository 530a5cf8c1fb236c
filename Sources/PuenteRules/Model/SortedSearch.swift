extension Array where Element: Comparable {
  /// In a sorted array, the index of the first element not below `value` (`count` when
  /// there is none): a binary search. Inlinable, so each caller gets it specialised to
  /// its element type rather than through generic witnesses.
  @inlinable package func lowerBound(of value: Element) -> Int {
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) / 2
      if self[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low
  }
}
