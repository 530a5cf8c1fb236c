import PuenteLexer
import PuenteSource

/// One deployment target found in a project file: which platform, which minimum, and
/// where it was written.
public struct DeploymentTargetEvidence: Sendable, Hashable {
  /// The kind of file a target was read from.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case swiftPackage = "Package.swift"
    case xcodeProject = "Xcode project"
    case xcconfig = "xcconfig"
    case xcodeGen = "XcodeGen"
    case tuist = "Tuist"
    case podfile = "Podfile"
  }

  public var platform: Platform
  public var version: PlatformVersion
  /// Root-relative path of the file.
  public var path: String
  /// 1-based line of the setting.
  public var line: Int
  public var kind: Kind
  /// What was read, e.g. `.iOS(.v16)` or `IPHONEOS_DEPLOYMENT_TARGET = 16.0`.
  public var detail: String

  public init(
    platform: Platform, version: PlatformVersion, path: String, line: Int, kind: Kind,
    detail: String
  ) {
    self.platform = platform
    self.version = version
    self.path = path
    self.line = line
    self.kind = kind
    self.detail = detail
  }
}

/// Finds deployment targets in a project's build files: `Package.swift` `platforms:`,
/// Xcode projects (`project.pbxproj`), `.xcconfig` files, XcodeGen `project.yml`, Tuist
/// `Project.swift` and CocoaPods `Podfile`s.
///
/// Every reader is a pure function of a file's bytes, so each is tested on its own; the
/// Swift manifests are read with the project's own lexer, so comments and strings never
/// count. Nothing is evaluated: a version computed at build time is not found.
public enum DeploymentTargetDiscovery {
  /// Which reader handles `path`, by file name; nil for other files.
  public static func kind(ofPath path: String) -> DeploymentTargetEvidence.Kind? {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    if name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")) {
      return .swiftPackage
    }
    if name == "project.pbxproj" && path.contains(".xcodeproj/") { return .xcodeProject }
    if name.hasSuffix(".xcconfig") { return .xcconfig }
    if name == "project.yml" || name == "project.yaml" { return .xcodeGen }
    if name == "Project.swift" { return .tuist }
    if name == "Podfile" { return .podfile }
    return nil
  }

  /// Reads every build file `source` lists (except those the configuration excludes,
  /// such as `Pods/` and `.build/`). Files that cannot be read are returned as problems.
  public static func discover(
    in source: any FileSource, configuration: Configuration
  ) throws(SourceError) -> (evidence: [DeploymentTargetEvidence], problems: [FileProblem]) {
    var evidence: [DeploymentTargetEvidence] = []
    var problems: [FileProblem] = []
    for path in try source.list() where kind(ofPath: path) != nil && !configuration.isExcluded(path) {
      do {
        evidence += read(try source.read(path), path: path)
      } catch {
        problems.append(FileProblem(path: path, message: error.message))
      }
    }
    return (
      evidence.sorted { ($0.path, $0.line, $0.platform) < ($1.path, $1.line, $1.platform) },
      problems
    )
  }

  /// The targets in one file, read by the reader its name selects.
  public static func read(_ bytes: [UInt8], path: String) -> [DeploymentTargetEvidence] {
    switch kind(ofPath: path) {
    case .swiftPackage: return swiftPackage(bytes, path: path)
    case .xcodeProject: return buildSettings(bytes, path: path, kind: .xcodeProject)
    case .xcconfig: return buildSettings(bytes, path: path, kind: .xcconfig)
    case .xcodeGen: return xcodeGen(bytes, path: path)
    case .tuist: return tuist(bytes, path: path)
    case .podfile: return podfile(bytes, path: path)
    case nil: return []
    }
  }

  // MARK: - Package.swift

  /// `platforms: [.iOS(.v16), .macOS("13.0"), .iOS(.v15_4)]`: every `.PLATFORM(…)` whose
  /// argument is a `.vN[_M]` constant or a version string.
  static func swiftPackage(_ bytes: [UInt8], path: String) -> [DeploymentTargetEvidence] {
    let file = SourceFile(path: path, bytes: bytes)
    let code = file.outline.code
    let match = file.outline.match
    var result: [DeploymentTargetEvidence] = []
    func kind(_ p: Int) -> TokenKind? { p < code.count ? file.tokens[code[p]].kind : nil }
    var p = 0
    while p + 3 < code.count {
      defer { p += 1 }
      guard kind(p) == .period, kind(p + 1) == .identifier, kind(p + 2) == .leftParen,
        let platform = Platform(canonicalName: file.name(code[p + 1])), match[p + 2] > Int32(p + 2)
      else { continue }
      let close = Int(match[p + 2])
      var version: PlatformVersion? = nil
      if kind(p + 3) == .period, kind(p + 4) == .identifier, p + 5 == close {
        version = PlatformVersion(packageConstant: file.name(code[p + 4]))
      } else if let text = stringLiteral(in: file, from: p + 3, to: close) {
        version = PlatformVersion(text)
      }
      guard let version else { continue }
      let start = file.tokens[code[p]].start
      let end = file.tokens[code[close]].end
      result.append(
        DeploymentTargetEvidence(
          platform: platform, version: version, path: path, line: file.lineIndex(of: start) + 1,
          kind: .swiftPackage, detail: String(decoding: bytes[Int(start)..<Int(end)], as: UTF8.self)
        ))
    }
    return result
  }

  /// The text of a plain one-segment string literal spanning exactly code positions
  /// `from..<to` (quote, segment, quote), or nil.
  static func stringLiteral(in file: SourceFile, from: Int, to: Int) -> String? {
    let code = file.outline.code
    guard to - from == 3, to <= code.count, file.tokens[code[from]].kind == .stringQuote,
      file.tokens[code[from + 1]].kind == .stringSegment,
      file.tokens[code[from + 2]].kind == .stringQuote
    else { return nil }
    return file.text(code[from + 1])
  }

  // MARK: - Build settings (project.pbxproj, .xcconfig)

  /// Build setting names → platforms.
  static let buildSettingNames: [String: Platform] = [
    "IPHONEOS_DEPLOYMENT_TARGET": .iOS,
    "MACOSX_DEPLOYMENT_TARGET": .macOS,
    "TVOS_DEPLOYMENT_TARGET": .tvOS,
    "WATCHOS_DEPLOYMENT_TARGET": .watchOS,
    "XROS_DEPLOYMENT_TARGET": .visionOS,
  ]

  /// `IPHONEOS_DEPLOYMENT_TARGET = 16.0;` (pbxproj), `IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*] = 15.0`
  /// (xcconfig), one per line; values that are not plain versions (`$(inherited)`) are skipped.
  static func buildSettings(
    _ bytes: [UInt8], path: String, kind: DeploymentTargetEvidence.Kind
  ) -> [DeploymentTargetEvidence] {
    var result: [DeploymentTargetEvidence] = []
    for (number, line) in lines(of: bytes) {
      var text = Substring(line)
      if let comment = text.firstRange(of: "//") { text = text[..<comment.lowerBound] }
      guard let setting = buildSetting(in: text, separator: "=") else { continue }
      result.append(
        DeploymentTargetEvidence(
          platform: setting.platform, version: setting.version, path: path, line: number,
          kind: kind,
          detail: line.trimmingBlanks()))
    }
    return result
  }

  /// A deployment-target build setting on one line: `KEY[cond]… SEP "VERSION"` with
  /// optional quotes and a trailing `;`.
  static func buildSetting(in line: Substring, separator: Character) -> (
    platform: Platform, version: PlatformVersion
  )? {
    var rest = Substring(line.trimmingBlanks())
    if rest.first == "\"" { rest = rest.dropFirst() }
    let key = rest.prefix { $0.isLetter || $0 == "_" || $0.isNumber }
    guard let platform = buildSettingNames[String(key)] else { return nil }
    rest = rest.dropFirst(key.count)
    if rest.first == "\"" { rest = rest.dropFirst() }
    // Conditional settings: `[sdk=iphoneos*][arch=arm64]`; Xcode quotes the whole key,
    // condition included, so the closing quote comes after the `]`.
    while rest.first == "[", let close = rest.firstIndex(of: "]") {
      rest = rest[rest.index(after: close)...]
    }
    if rest.first == "\"" { rest = rest.dropFirst() }
    rest = Substring(rest.trimmingBlanks())
    guard rest.first == separator else { return nil }
    var value = Substring(rest.dropFirst().trimmingBlanks())
    if value.last == ";" { value = value.dropLast() }
    value = Substring(value.trimmingBlanks())
    if value.count >= 2, let q = value.first, q == "\"" || q == "'", value.last == q {
      value = value.dropFirst().dropLast()
    }
    guard let version = PlatformVersion(String(value)) else { return nil }
    return (platform, version)
  }

  // MARK: - XcodeGen project.yml

  /// One line of a YAML file, as far as XcodeGen's settings need: indentation, key and
  /// scalar value (comments removed, `- ` list markers counted as indentation).
  struct YAMLLine {
    var number: Int
    var indent: Int
    var key: String
    var value: String
  }

  /// `options: deploymentTarget: { iOS: "15.0" }`, a target's `deploymentTarget: "16.0"`
  /// (platform from its sibling `platform:` key), flow mappings, and deployment-target
  /// build settings written in YAML (`IPHONEOS_DEPLOYMENT_TARGET: 15.0`).
  static func xcodeGen(_ bytes: [UInt8], path: String) -> [DeploymentTargetEvidence] {
    var parsed: [YAMLLine] = []
    for (number, raw) in lines(of: bytes) {
      var text = Substring(stripYAMLComment(raw))
      var indent = 0
      while let c = text.first, c == " " || c == "-" {
        if c == "-" {
          // A list item marker counts as indentation when a space follows it.
          let next = text.dropFirst().first
          guard next == " " || next == nil else { break }
        }
        indent += 1
        text = text.dropFirst()
      }
      guard let colon = yamlKeyColon(text) else { continue }
      let key = unquote(text[..<colon].trimmingBlanks())
      let value = text[text.index(after: colon)...].trimmingBlanks()
      parsed.append(YAMLLine(number: number, indent: indent, key: key, value: value))
    }
    var result: [DeploymentTargetEvidence] = []
    func add(_ platformName: String, _ versionText: String, _ line: YAMLLine) {
      guard let platform = Platform(canonicalName: platformName),
        let version = PlatformVersion(unquote(versionText))
      else { return }
      result.append(
        DeploymentTargetEvidence(
          platform: platform, version: version, path: path, line: line.number, kind: .xcodeGen,
          detail: "\(line.key): \(line.value)".trimmingBlanks()))
    }
    for (i, line) in parsed.enumerated() {
      if let setting = buildSetting(in: Substring("\(line.key) = \(line.value)"), separator: "=") {
        result.append(
          DeploymentTargetEvidence(
            platform: setting.platform, version: setting.version, path: path, line: line.number,
            kind: .xcodeGen,
            detail: "\(line.key): \(line.value)"))
        continue
      }
      guard line.key == "deploymentTarget" else { continue }
      if line.value.isEmpty {
        // A block mapping: the more-indented lines that follow.
        var j = i + 1
        while j < parsed.count && parsed[j].indent > line.indent {
          add(parsed[j].key, parsed[j].value, parsed[j])
          j += 1
        }
      } else if line.value.hasPrefix("{") {
        for pair in line.value.dropFirst().prefix(while: { $0 != "}" }).split(separator: ",") {
          let parts = pair.split(separator: ":", maxSplits: 1)
          if parts.count == 2 {
            add(unquote(parts[0].trimmingBlanks()), parts[1].trimmingBlanks(), line)
          }
        }
      } else {
        // A scalar: the version for the platform(s) of the target it belongs to.
        for platform in siblingPlatforms(of: i, in: parsed) { add(platform, line.value, line) }
      }
    }
    return result
  }

  /// The `platform:` value(s) among the siblings of line `index` (same indentation, same
  /// block): `iOS` or `[iOS, tvOS]`.
  static func siblingPlatforms(of index: Int, in lines: [YAMLLine]) -> [String] {
    let indent = lines[index].indent
    var candidates: [YAMLLine] = []
    var j = index - 1
    while j >= 0 && lines[j].indent >= indent {
      if lines[j].indent == indent { candidates.append(lines[j]) }
      j -= 1
    }
    j = index + 1
    while j < lines.count && lines[j].indent >= indent {
      if lines[j].indent == indent { candidates.append(lines[j]) }
      j += 1
    }
    guard let platform = candidates.first(where: { $0.key == "platform" }) else { return [] }
    var value = Substring(platform.value)
    if value.first == "[" { value = value.dropFirst().prefix { $0 != "]" } }
    return value.split(separator: ",").map { unquote($0.trimmingBlanks()) }
  }

  /// The index of the colon that ends a YAML key (followed by a space or the end of the
  /// line, outside quotes).
  static func yamlKeyColon(_ text: Substring) -> Substring.Index? {
    var quote: Character? = nil
    var i = text.startIndex
    while i < text.endIndex {
      let c = text[i]
      if let q = quote {
        if c == q { quote = nil }
      } else if c == "\"" || c == "'" {
        quote = c
      } else if c == ":" {
        let next = text.index(after: i)
        if next == text.endIndex || text[next] == " " { return i }
      }
      i = text.index(after: i)
    }
    return nil
  }

  /// The line without a `#` comment (one at the start or after a blank, outside quotes).
  static func stripYAMLComment(_ line: String) -> String {
    var quote: Character? = nil
    var previous: Character = " "
    var result = ""
    for c in line {
      if let q = quote {
        if c == q { quote = nil }
      } else if c == "\"" || c == "'" {
        quote = c
      } else if c == "#" && (previous == " " || previous == "\t") {
        break
      }
      result.append(c)
      previous = c
    }
    return result
  }

  static func unquote(_ text: String) -> String {
    if text.count >= 2, let q = text.first, q == "\"" || q == "'", text.last == q {
      return String(text.dropFirst().dropLast())
    }
    return text
  }

  // MARK: - Tuist Project.swift

  /// Tuist platform names in `.iOS("17.0")` and `.multiplatform(iOS: "17.0", …)`.
  static let tuistPlatforms: Set<String> = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]

  /// `deploymentTargets: .iOS("17.0")`, `.multiplatform(iOS: "17.0", macOS: "14.0")`, and
  /// the older `deploymentTarget: .iOS(targetVersion: "15.0", devices: .iphone)`.
  static func tuist(_ bytes: [UInt8], path: String) -> [DeploymentTargetEvidence] {
    let file = SourceFile(path: path, bytes: bytes)
    let code = file.outline.code
    let match = file.outline.match
    let n = code.count
    func kind(_ p: Int) -> TokenKind? { p >= 0 && p < n ? file.tokens[code[p]].kind : nil }
    func name(_ p: Int) -> String { file.name(code[p]) }
    var result: [DeploymentTargetEvidence] = []
    func add(_ platformName: String, _ p: Int, _ close: Int, at first: Int) {
      guard let platform = Platform(canonicalName: platformName),
        let text = stringLiteral(in: file, from: p, to: p + 3),
        let version = PlatformVersion(text)
      else { return }
      let start = file.tokens[code[first]].start
      let end = file.tokens[code[close]].end
      result.append(
        DeploymentTargetEvidence(
          platform: platform, version: version, path: path,
          line: file.lineIndex(of: file.tokens[code[p]].start) + 1,
          kind: .tuist, detail: String(decoding: bytes[Int(start)..<Int(end)], as: UTF8.self)))
    }
    var p = 0
    while p < n {
      defer { p += 1 }
      guard kind(p) == .identifier, name(p) == "deploymentTargets" || name(p) == "deploymentTarget",
        kind(p + 1) == .colon || kind(p + 1) == .equal
      else { continue }
      // `DeploymentTargets.iOS(` or `.iOS(`: a few tokens at most.
      var q = p + 2
      if kind(q) == .identifier { q += 1 }
      guard kind(q) == .period, kind(q + 1) == .identifier, kind(q + 2) == .leftParen,
        match[q + 2] > Int32(q + 2)
      else {
        continue
      }
      let head = name(q + 1)
      let open = q + 2
      let close = Int(match[open])
      if tuistPlatforms.contains(head) {
        // The first string argument, or the one labelled `targetVersion:`.
        var r = open + 1
        while r < close {
          if kind(r) == .stringQuote {
            add(head, r, close, at: q)
            break
          }
          if kind(r) == .leftParen || kind(r) == .leftSquare, match[r] > Int32(r) {
            r = Int(match[r])
          }
          r += 1
        }
      } else if head == "multiplatform" {
        var r = open + 1
        while r + 2 < close {
          if kind(r) == .identifier, kind(r + 1) == .colon, kind(r + 2) == .stringQuote {
            add(name(r), r + 2, close, at: q)
          }
          r += 1
        }
      }
    }
    return result
  }

  // MARK: - Podfile

  /// CocoaPods platform symbols.
  static let podPlatforms: [String: Platform] = [
    "ios": .iOS, "osx": .macOS, "macos": .macOS, "tvos": .tvOS, "watchos": .watchOS,
    "visionos": .visionOS,
  ]

  /// `platform :ios, '15.0'` (a `platform` line without a version says nothing).
  static func podfile(_ bytes: [UInt8], path: String) -> [DeploymentTargetEvidence] {
    var result: [DeploymentTargetEvidence] = []
    for (number, line) in lines(of: bytes) {
      var text = Substring(line.trimmingBlanks())
      guard text.hasPrefix("platform") else { continue }
      text = text.dropFirst("platform".count)
      if text.first == "(" { text = text.dropFirst() }
      text = Substring(text.trimmingBlanks())
      guard text.first == ":" else { continue }
      let symbol = text.dropFirst().prefix { $0.isLetter }
      guard let platform = podPlatforms[String(symbol)] else { continue }
      text = text.dropFirst(1 + symbol.count)
      text = Substring(text.trimmingBlanks())
      guard text.first == "," else { continue }
      text = Substring(text.dropFirst().trimmingBlanks())
      guard let quote = text.first, quote == "'" || quote == "\"" else { continue }
      let value = text.dropFirst().prefix { $0 != quote }
      guard let version = PlatformVersion(String(value)) else { continue }
      result.append(
        DeploymentTargetEvidence(
          platform: platform, version: version, path: path, line: number, kind: .podfile,
          detail: line.trimmingBlanks()))
    }
    return result
  }

  // MARK: - Helpers

  /// The file's lines with their 1-based numbers (`\n`, `\r\n` or `\r` end a line).
  static func lines(of bytes: [UInt8]) -> [(number: Int, text: String)] {
    let table = LineTable(bytes)
    return bytes.withUnsafeBufferPointer { buffer in
      (0..<table.lineCount).map { i in
        (i + 1, String(decoding: buffer[table.lineRange(i, in: buffer)], as: UTF8.self))
      }
    }
  }
}

/// The deployment targets a shim audit assumes, and why: what discovery found, what
/// the configuration and the command line set, and the folders with their own minimums.
public struct ResolvedDeploymentTargets: Sendable {
  /// Where an assumed target comes from.
  public enum Origin: Sendable, Equatable {
    /// The lowest of the targets discovery found for the platform (this one).
    case discovered(DeploymentTargetEvidence)
    /// `deploymentTargets` in the configuration file at this path.
    case configuration(String)
    /// `--deployment-target`.
    case commandLine
  }

  /// One platform's assumed minimum.
  public struct Assumed: Sendable, Equatable {
    public var platform: Platform
    public var version: PlatformVersion
    public var origin: Origin
  }

  /// Everything discovery found, sorted by path and line.
  public var evidence: [DeploymentTargetEvidence]
  /// The minimum per platform, in platform order.
  public var assumed: [Assumed]
  /// The configuration's section (its folders apply on top of `assumed`).
  public var settings: DeploymentTargetSettings

  /// Lowest discovered target per platform, replaced by the configuration's minimums,
  /// replaced by the command line's (`overrides`).
  public init(
    evidence: [DeploymentTargetEvidence], settings: DeploymentTargetSettings,
    overrides: DeploymentTargets = DeploymentTargets(),
    configurationPath: String = Configuration.fileName
  ) {
    self.evidence = evidence
    self.settings = settings
    var byPlatform: [Platform: Assumed] = [:]
    for item in evidence {
      if let current = byPlatform[item.platform], current.version <= item.version { continue }
      byPlatform[item.platform] = Assumed(
        platform: item.platform, version: item.version, origin: .discovered(item))
    }
    for (platform, version) in settings.targets.versions {
      byPlatform[platform] = Assumed(
        platform: platform, version: version, origin: .configuration(configurationPath))
    }
    for (platform, version) in overrides.versions {
      byPlatform[platform] = Assumed(platform: platform, version: version, origin: .commandLine)
    }
    assumed = byPlatform.values.sorted { $0.platform < $1.platform }
  }

  /// The targets that apply outside the configured folders.
  public var global: DeploymentTargets {
    DeploymentTargets(Dictionary(uniqueKeysWithValues: assumed.map { ($0.platform, $0.version) }))
  }

  /// Whether no target at all is known (nothing found, configured or given).
  public var isEmpty: Bool { assumed.isEmpty && settings.folders.isEmpty }

  /// The targets that apply to the file at `path`: the global ones, with the platforms of
  /// the most specific configured folder containing it replaced.
  public func targets(for path: String) -> DeploymentTargets {
    global.overlaid(with: settings.folder(containing: path)?.targets ?? DeploymentTargets())
  }
}
