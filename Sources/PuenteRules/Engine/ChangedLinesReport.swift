import PuenteSource

extension ScanReport {
  /// This report with only the findings on `changed` lines; the others are counted in
  /// `onUnchangedLines`. `prefix` is the scan root's path from the top level (`""` or
  /// ending in `/`), since findings' paths are relative to the root. Findings keep the
  /// fingerprints they had among all their file's findings.
  public func limited(to changed: ChangedLines, prefix: String) -> ScanReport {
    var result = self
    var fingerprints: [Finding: String] = [:]
    var kept: [Finding] = []
    for (finding, fingerprint) in zip(findings, findingFingerprints())
    where changed.contains(prefix + finding.path, line: finding.location.line) {
      kept.append(finding)
      fingerprints[finding] = fingerprint
    }
    result.findings = kept
    result.fingerprints = fingerprints
    result.onUnchangedLines = findings.count - kept.count
    return result
  }
}
