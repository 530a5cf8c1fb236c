import Foundation
import Testing

/// The `puente` executable built next to this test bundle, if it was built (`make test`
/// and `swift test` build every product).
private let puente: String? = {
  let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  for candidate in [folder, folder.deletingLastPathComponent()] {
    let path = candidate.appendingPathComponent("puente").path
    if FileManager.default.isExecutableFile(atPath: path) { return path }
  }
  return nil
}()

private let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../Corpus").standardized.path

/// Runs `puente args…` and returns its exit status, stdout and stderr.
private func run(_ args: [String]) throws -> (status: Int32, out: String, err: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: try #require(puente))
  process.arguments = args
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  process.standardInput = FileHandle.nullDevice
  try process.run()
  // Small outputs: reading both to the end after exit cannot fill a pipe first.
  let outData = out.fileHandleForReading.readDataToEndOfFile()
  let errData = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    process.terminationStatus, String(decoding: outData, as: UTF8.self),
    String(decoding: errData, as: UTF8.self)
  )
}

/// `puente shims` end to end: exit statuses 0 (nothing removable), 1 (something
/// removable) and 2 (usage, configuration, no target), and each output format.
@Suite(.enabled(if: puente != nil, "the puente executable was not built"))
struct ShimCommandTests {
  @Test func helpDocumentsTheCommandAndItsExitStatuses() throws {
    let result = try run(["shims", "--help"])
    #expect(result.status == 0)
    #expect(result.out.contains("usage: puente shims [PATH] [options]"))
    #expect(result.out.contains("--deployment-target"))
    #expect(result.out.contains("exit status: 0 nothing removable, 1 something removable, 2 usage"))
  }

  @Test func nothingRemovableExitsZero() throws {
    let result = try run(["shims", corpus + "/ShimSeedEmptyStateTarget16"])
    #expect(result.status == 0)
    #expect(
      result.out
        == "deployment targets: iOS 16 (Package.swift:7)\n\nnothing removable under these targets\n"
    )
  }

  @Test func somethingRemovableExitsOne() throws {
    let result = try run(["shims", corpus + "/ShimSeedEmptyStateTarget17"])
    #expect(result.status == 1)
    #expect(
      result.out.contains(
        "Sources/DesignSystem/View+EmptyState.swift:4:1  removable-shim  lines 3-26 (24 lines)  2 references"
      ))
  }

  @Test func theWhatIfTargetIsSaidAndUsed() throws {
    let result = try run([
      "shims", corpus + "/ShimSeedEmptyStateTarget16", "--deployment-target", "iOS=17.0",
    ])
    #expect(result.status == 1)
    #expect(result.out.hasPrefix("deployment targets: iOS 17.0 (--deployment-target)\n"))
    #expect(result.out.contains("removable-shim"))
  }

  @Test func noTargetExitsTwoWithoutGuessing() throws {
    let result = try run(["shims", corpus + "/ShimNoDeploymentTarget"])
    #expect(result.status == 2)
    #expect(result.out.isEmpty)
    #expect(result.err.contains("no deployment target found"))
  }

  @Test func explainTargetsListsWhatWasFoundWhere() throws {
    let result = try run(["shims", corpus + "/ShimConflictingTargets", "--explain-targets"])
    #expect(result.status == 0)
    #expect(result.out.contains("Config/Shared.xcconfig:1"))
    #expect(result.out.contains("iOS: found 16.2, 16.4, 17; the lowest, 16.2, decides"))
  }

  @Test(arguments: [
    (
      ["--deployment-target", "ios=17"],
      "--deployment-target: unknown platform `ios`; did you mean `iOS`?"
    ),
    (["--format", "yaml"], "unknown format `yaml`; use one of text, json, markdown, csv, sarif"),
    (["--explain"], "unknown option `--explain`"),
  ])
  func usageMistakesExitTwo(_ args: [String], _ message: String) throws {
    let result = try run(["shims", corpus + "/ShimSeedEmptyStateTarget16"] + args)
    #expect(result.status == 2)
    #expect(result.err.contains(message))
  }

  @Test func aConfigurationMistakeExitsTwoNamingTheKey() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "puente-shims-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try #"{ "deploymentTargets": { "iOS": 15.10 } }"#.write(
      to: folder.appendingPathComponent(".puente.json"), atomically: true, encoding: .utf8)
    let result = try run(["shims", folder.path])
    #expect(result.status == 2)
    #expect(result.err.contains("deploymentTargets.iOS: write the version as a string"))
  }

  @Test(arguments: ["json", "sarif"])
  func machineFormatsAreJSON(_ format: String) throws {
    let result = try run(["shims", corpus + "/ShimSeedEmptyStateTarget17", "--format", format])
    #expect(result.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
    #expect(object?[format == "json" ? "items" : "runs"] != nil)
  }

  @Test(arguments: ["markdown", "csv"])
  func tableFormatsHaveARowPerItem(_ format: String) throws {
    let result = try run(["shims", corpus + "/ShimSeedEmptyStateTarget17", "--format", format])
    #expect(result.status == 1)
    let rows = result.out.components(separatedBy: format == "csv" ? "\r\n" : "\n")
      .filter {
        format == "csv" ? !$0.hasPrefix("rule,") : $0.hasPrefix("| ") && !$0.hasPrefix("| Lines")
      }
    #expect(rows.filter { $0.contains("removable-shim") }.count == 1)
    #expect(rows.filter { $0.contains("always-true-availability") }.count == 1)
  }
}
