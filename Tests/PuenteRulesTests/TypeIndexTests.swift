import Testing

@testable import PuenteRules

/// `TypeIndex.closure(of:)` against the plain fixed point it replaced (iterate over every
/// declaration until no name changes), on random inheritance graphs with chains,
/// cycles, several roots reaching one name, and value types that pass nothing on.
struct TypeIndexTests {
  static func reference(_ index: TypeIndex, _ roots: Set<String>) -> [String: String] {
    var result: [String: String] = [:]
    for root in roots { result[root] = root }
    var changed = true
    while changed {
      changed = false
      for (name, bases) in index.inheritance where !roots.contains(name) && !index.isLeaf(name) {
        let reached = bases.compactMap { result[$0] }.min()
        if let reached, result[name].map({ reached < $0 }) ?? true {
          result[name] = reached
          changed = true
        }
      }
    }
    return result
  }

  @Test func closureEqualsTheFixedPoint() {
    var random = SplitMix64(seed: 0x1de7)
    let names = (0..<14).map { "T\($0)" } + ["UIHostingController", "NSHostingView", "UIViewRepresentable"]
    let roots: Set<String> = ["UIHostingController", "NSHostingView", "UIViewRepresentable"]
    for _ in 0..<2_000 {
      var index = TypeIndex()
      for _ in 0..<random.next(in: 0...20) {
        let name = names[random.next(in: 0...(names.count - 1))]
        let bases = (0..<random.next(in: 1...3)).map { _ in names[random.next(in: 0...(names.count - 1))] }
        index.add(name: name, inherits: bases)
      }
      // Some names are value types: they inherit, but nothing reaches through them.
      for name in names.prefix(3) where random.next(in: 0...3) == 0 { index.declareValueType(name) }
      #expect(index.closure(of: roots) == Self.reference(index, roots), "\(index.inheritance)")
    }
  }

  /// Types and aliases declared inside a type are its members: they enter the index by
  /// their qualified names, a member's base names a sibling member where the file
  /// declares one, and two parents' members of one simple name never meet (a
  /// representable's `typealias UIViewControllerType = UIHostingController<Content>`
  /// made every other `UIViewControllerType` a hosting type).
  @Test func membersAreKnownByTheirParents() {
    let source = """
      struct Wrapper: UIViewControllerRepresentable {
        typealias UIViewControllerType = UIHostingController<Content>
      }
      enum Settings {
        class Base: UIHostingController<Root> {}
        final class Detail: Base { struct Configuration {} }
      }
      extension Settings { typealias Host = Base }
      final class Detail: UIViewController {}
      """
    let outline = SourceFile(path: "A.swift", bytes: Array(source.utf8)).outline
    #expect(
      outline.qualifiedNames() == [
        "Wrapper", "Wrapper.UIViewControllerType", "Settings", "Settings.Base", "Settings.Detail",
        "Settings.Detail.Configuration", "Settings", "Settings.Host", "Detail",
      ])
    var index = TypeIndex()
    index.add(outline)
    #expect(
      index.closure(of: ["UIHostingController"]) == [
        "UIHostingController": "UIHostingController", "Wrapper.UIViewControllerType": "UIHostingController",
        "Settings.Base": "UIHostingController", "Settings.Detail": "UIHostingController",
        "Settings.Host": "UIHostingController",
      ])
    #expect(index.aliases() == ["Wrapper.UIViewControllerType", "Settings.Host"])
  }

  /// A member's base names the type of that name in the innermost enclosing type that
  /// declares one, outwards from there.
  @Test func aMembersBaseIsFoundInnermostFirst() {
    let source = """
      enum Shop {
        class Base {}
        enum Orders {
          class Base {}
          final class List: Base {}
          enum Detail { final class Header: Base, Hashable {} }
        }
        final class Cart: Base {}
      }
      """
    let facts = TypeFact.from(SourceFile(path: "A.swift", bytes: Array(source.utf8)).outline)
    let inherited = Dictionary(facts.map { ($0.name, $0.inherited) }) { first, _ in first }
    #expect(inherited["Shop.Orders.List"] == ["Shop.Orders.Base"])
    #expect(inherited["Shop.Orders.Detail.Header"] == ["Shop.Orders.Base", "Hashable"])
    #expect(inherited["Shop.Cart"] == ["Shop.Base"])
  }

  /// An index moved by `merge` and `remove` (the trend's, from tree to tree) answers as
  /// one built anew from the files it holds, repeats and all: random files come and go,
  /// and the closures, leaves, aliases and inheritance of both are compared.
  @Test func removingAFileAnswersAsRebuildingWithoutIt() {
    var random = SplitMix64(seed: 0x7e3d)
    let names =
      (0..<10).map { "T\($0)" } + ["UIHostingController", "UIViewRepresentable", "AVeryLongTypeNameThatIsNotSmall"]
    let roots: Set<String> = ["UIHostingController", "UIViewRepresentable"]
    func pick() -> String { random.pick(names) }
    func file() -> TypeIndex {
      var index = TypeIndex()
      for _ in 0..<random.next(in: 0...4) {
        let kinds: [TypeFact.Kind] = [.class, .struct, .protocol, .typealias, .extension, .enum]
        let bases = (0..<random.next(in: 0...2)).map { _ in pick() }
        index.add([TypeFact(kind: kinds[random.next(in: 0...(kinds.count - 1))], name: pick(), inherited: bases)])
      }
      return index
    }
    var held: [TypeIndex] = []
    var moved = TypeIndex()
    for _ in 0..<500 {
      if !held.isEmpty && random.next(in: 0...2) == 0 {
        moved.remove(held.remove(at: random.next(in: 0...(held.count - 1))))
      } else {
        let made = file()
        held.append(made)
        moved.merge(made)
      }
      var rebuilt = TypeIndex()
      for index in held.reversed() { rebuilt.merge(index) }
      #expect(moved.closures(of: [roots, ["T0"]]) == rebuilt.closures(of: [roots, ["T0"]]))
      #expect(moved.leaves() == rebuilt.leaves())
      #expect(moved.aliases() == rebuilt.aliases())
      #expect(moved.inheritance == rebuilt.inheritance)
    }
  }
}
