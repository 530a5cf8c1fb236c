// libFuzzer target: the per-file pass, every rule enabled, over any bytes as one file
// of an app outside the adapter folder (built by Tools/fuzz/fuzz.sh, run by
// `make fuzz`). Nothing traps, and every finding points inside the file.
import PuenteRules

let engine = Engine(configuration: .default, options: ScanOptions(forceEnabled: Set(RuleRegistry.all.map(\.id))))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRules(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let report = try? engine.scan(MemorySource(files: ["Features/Fuzz.swift": bytes])) else { return 0 }
  for finding in report.findings {
    precondition(Int(finding.offset) <= size, "a finding outside the file")
  }
  return 0
}
