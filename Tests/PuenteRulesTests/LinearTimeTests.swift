import PuenteLexer
import Testing

@testable import PuenteRules
@testable import PuenteSource

/// Inputs that once took time quadratic in their size, at the size the audit found them
/// (issue 28). Each must scan, with every rule enabled, well inside a bound generous for a
/// debug build on a shared machine: quadratic behaviour at these sizes takes minutes.
/// The same shapes seed the fuzz corpus (Tools/fuzz/seeds.sh).
@Suite struct LinearTimeTests {
  /// Scans `source` with every rule on and returns the seconds it took.
  static func scanSeconds(_ source: String, path: String = "Features/Big.swift") throws -> Double {
    let engine = Engine(
      configuration: .default, options: ScanOptions(forceEnabled: Set(RuleRegistry.all.map(\.id))))
    let clock = ContinuousClock()
    let elapsed = try clock.measure { _ = try engine.scan(MemorySource(files: [path: source])) }
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  /// Each `value <` looked for the `>` closing a generic argument list to the end of the
  /// array: 669 KB took 8.3 s in release.
  @Test func longArrayOfLessThanComparisonsIsLinear() throws {
    let source = "import SwiftUI\nlet a = [" + String(repeating: "value < i, ", count: 60_000) + "]\n"
    #expect(source.utf8.count > 660_000)
    #expect(try Self.scanSeconds(source) < 10)
  }

  /// Every `A<` of a 100,000-deep generic type looked for its `>` to the end: 69 s.
  @Test func deeplyNestedGenericArgumentsAreLinear() throws {
    let depth = 100_000
    let source =
      "import SwiftUI\nlet x: " + String(repeating: "A<", count: depth) + "UIHostingController<V>"
      + String(repeating: ">", count: depth + 1) + "\n"
    #expect(try Self.scanSeconds(source) < 10)
  }

  /// Each `super.init(…)` looked through every type of the file for the innermost one
  /// around it (types × calls): 20,000 of them took over 100 s in a debug build.
  @Test func manySubclassesCallingSuperAreLinear() throws {
    let one = """
      final class Screen: BaseController {
        init() { super.init(nibName: nil, bundle: nil) }
      }

      """
    let source = "import SwiftUI\ntypealias Host = UIHostingController<Root>\n" + String(repeating: one, count: 20_000)
    #expect(try Self.scanSeconds(source) < 10)
  }

  /// Each `.init(…)` looked back to the start of its line for a hosting type's name.
  @Test func manyContextualInitCallsOnOneLineAreLinear() throws {
    let source =
      "import SwiftUI\nlet a = [UIHostingController<Root>.self, " + String(repeating: ".init(x: 1), ", count: 50_000)
      + "]\n"
    #expect(source.utf8.count > 600_000)
    #expect(try Self.scanSeconds(source) < 10)
  }

  /// Each navigation call in a SwiftUI view asked for its enclosing function, found by a
  /// pass over every function body of the file: 10,000 functions took 68 s in a debug
  /// build, 5,000 took 14 s.
  @Test func manyFunctionsWithNavigationCallsAreLinear() throws {
    let source =
      "import SwiftUI\nimport UIKit\n\nstruct Big: View {\n  var body: some View { Text(\"\") }\n"
      + (0..<20_000).map { "  func f\($0)() { navigationController?.pushViewController(x, animated: true) }\n" }
      .joined() + "}\n"
    #expect(try Self.scanSeconds(source) < 10)
  }

  /// Each navigation call looked through every type of the file for the innermost one,
  /// and through every view body for the innermost view: 16,000 views with one call
  /// each took 74 s in a debug build, 8,000 took 16 s.
  @Test func manyViewsWithNavigationCallsAreLinear() throws {
    let one = """
      struct V: View {
        var body: some View { Text("") }
        func f() { navigationController?.pushViewController(x, animated: true) }
      }

      """
    let source = "import SwiftUI\nimport UIKit\n\n" + String(repeating: one, count: 16_000)
    #expect(try Self.scanSeconds(source) < 10)
  }

  /// Each constant an identifier may be named by looked through every type of its file
  /// for those around it: 8,000 enums of one constant each took 9.6 s in a debug build
  /// (`puente identifiers`), 4,000 took 2.1 s.
  @Test func manyIdentifierConstantsAreLinear() throws {
    let source = (0..<20_000).map { "enum A\($0) {\n  static let id\($0) = \"screen.\($0)\"\n}\n" }.joined()
    let file = SourceFile(path: "App/Ids.swift", bytes: Array(source.utf8))
    var constants = IdentifierConstants()
    let clock = ContinuousClock()
    let elapsed = clock.measure { constants.add(IdentifierConstants.entries(in: file)) }
    #expect(constants.value(of: ["A19999", "id19999"]) == "screen.19999")
    #expect(elapsed < .seconds(10))
  }
  /// Each local handed to `rootView:` walked its function from the top for the local's
  /// `let`: 10,000 in one function took 2 CPU-minutes in a debug build.
  @Test func manyLocalsHandedToHostingControllersAreLinear() throws {
    let source =
      "import SwiftUI\nfinal class Big {\n  func make() {\n"
      + (0..<10_000).map {
        "    let v\($0) = OrderView().environmentObject(store)\n"
          + "    let h\($0) = UIHostingController(rootView: v\($0))\n"
          + "    navigationController?.pushViewController(h\($0), animated: true)\n"
      }.joined() + "  }\n}\n"
    #expect(try Self.scanSeconds(source) < 10)
  }

  /// Each use of a member type's name (`UIViewControllerType`) qualified every type of the
  /// file and looked through all of them for those around it: 10,000 representables took
  /// over 150 CPU-seconds in a debug build, 1,500 took 19.
  @Test func manyRepresentablesNamingTheirMemberTypesAreLinear() throws {
    let source =
      "import SwiftUI\n"
      + (0..<5_000).map {
        "struct W\($0): UIViewControllerRepresentable {\n"
          + "  typealias UIViewControllerType = UIHostingController<V\($0)>\n"
          + "  func makeUIViewController(context: Context) -> UIViewControllerType { UIViewControllerType(rootView: V()) }\n"
          + "}\n"
      }.joined()
    #expect(try Self.scanSeconds(source) < 10)
  }

  /// `puente screens`: each show site looked through every type of its file for the one
  /// around it (10,000 controllers, 7 s in a debug build; linear now).
  @Test func manyControllersShowingEachOtherAreLinear() throws {
    let source =
      "import UIKit\n"
      + (0..<10_000).map {
        "final class C\($0): UIViewController {\n"
          + "  func go() { navigationController?.pushViewController(C\($0 + 1)(), animated: true) }\n}\n"
      }.joined()
    let clock = ContinuousClock()
    let elapsed = try clock.measure {
      let graph = try ScreenInventory.build(
        source: MemorySource(files: ["Features/Big.swift": source]), configuration: .default
      ).graph
      #expect(graph.screens.count == 10_000)
    }
    #expect(elapsed < .seconds(10))
  }
}
