import PuenteLexer
import Testing

@testable import PuenteRules

/// The outline the rules query, pinned exactly on small idioms: code positions skip
/// comments, brackets match (unbalanced `#if` branches included), declarations carry
/// their inheritance, calls their argument and trailing-closure brackets.
struct OutlineTests {
  func outline(_ source: String) -> (SourceFile, Outline) {
    let file = SourceFile(path: "A.swift", bytes: Array(source.utf8))
    return (file, file.outline)
  }

  /// The code position of the `index`-th token spelled `text`.
  func position(_ file: SourceFile, _ text: String, _ index: Int = 0) -> Int {
    let positions = file.outline.code.indices.filter { file.text(file.outline.code[$0]) == text }
    return positions[index]
  }

  @Test func codePositionsSkipCommentsAndBracketsMatch() {
    let (file, outline) = outline("f(a /* c */, [1, 2]) // x\n{ g(\"\\(h(1))\") }")
    #expect(
      outline.code.map { file.text($0) } == [
        "f", "(", "a", ",", "[", "1", ",", "2", "]", ")", "{", "g", "(", "\"", "\\(", "h", "(", "1", ")", ")", "\"",
        ")",
        "}",
      ])
    #expect(outline.match[1] == 9 && outline.match[9] == 1)
    #expect(outline.match[4] == 8)
    #expect(outline.match[10] == 22 && outline.match[22] == 10)
    #expect(outline.match[14] == 19 && outline.match[16] == 18)
    #expect(outline.match[0] == -1 && outline.match[2] == -1)
    // The identifiers' hashes (the lexer's), in order (not the comment's, not the string's text).
    #expect(file.identifierNameHashes == ["f", "a", "g", "h"].map { NameHash.of($0) })
    let (escaped, _) = self.outline("let `class` = x /* y */ // z\nlet s = \"w\\(v)\"")
    #expect(escaped.identifierNameHashes == ["class", "x", "s", "v"].map { NameHash.of($0) })
  }

  /// A close that does not fit the innermost open bracket closes the nearest of its kind
  /// among the eight innermost, or is ignored; an `#if` that opens a brace in each branch
  /// leaves the outer one open.
  @Test func unbalancedBracketsCloseTheNearestOfTheirKind() {
    let (_, mixed) = outline("f(a { b ) }")
    #expect(mixed.match == [-1, 5, -1, -1, -1, 1, -1])
    let (file, outline) = outline("class A {\n#if X\nfunc f() {\n#else\nfunc f() {\n#endif\n}\n}")
    let braces = outline.code.indices.filter { file.text(outline.code[$0]) == "{" }
    let closes = outline.code.indices.filter { file.text(outline.code[$0]) == "}" }
    #expect(outline.match[braces[2]] == Int32(closes[0]))
    #expect(outline.match[braces[1]] == Int32(closes[1]))
    #expect(outline.match[braces[0]] == -1)
  }

  @Test func declarationsCarryTheirInheritanceAndBodies() {
    let source = """
      import SwiftUI
      final class Host<V: View>: SwiftUI.UIHostingController<V>, @unchecked Sendable where V: Equatable {}
      extension Outer.Inner: UIViewRepresentable {}
      actor Store {}
      typealias Screen = UIHostingController<AnyView>
      protocol P: View & Identifiable {}
      let actor = 1
      """
    let (file, outline) = outline(source)
    #expect(outline.types.map(\.kind) == [.class, .extension, .actor, .typealias, .protocol])
    #expect(outline.types.map(\.name) == ["Host", "Inner", "Store", "Screen", "P"])
    #expect(
      outline.types.map { $0.inherited.map(\.name) } == [
        ["UIHostingController", "Sendable"], ["UIViewRepresentable"], [], ["UIHostingController"],
        ["View", "Identifiable"],
      ])
    #expect(outline.types[0].body.map { file.text(outline.code[$0.lowerBound]) } == "{")
    #expect(outline.types[3].body == nil)
    // Extensions name an existing type; the others declare theirs.
    let names = [1, 3, 4, 5].map { outline.types[$0 - 1].namePosition }
    #expect(outline.declaredNames == names.sorted())
    for p in 0..<outline.code.count { #expect(outline.declaresName(at: p) == names.contains(p)) }
    #expect(outline.imports == [0..<2])
  }

  @Test func callsRecordTheirArgumentsAndTrailingClosures() {
    let source = """
      func make() -> UIViewController {
        let a = Host<Detail>(rootView: Detail())
        let b: Label {
          1
        }
        let c = UIHostingConfiguration { Text("x") }
        let d = Box
        { 2 }
        super.init(nibName: nil)
        self.value = .init(rootView: v)
      }
      """
    let (file, outline) = outline(source)
    let names = outline.calls.map { outline.name(of: $0, in: file) }
    #expect(names == ["Host", "Detail", "UIHostingConfiguration", "Text", "super", ""])
    #expect(outline.calls.map(\.nameHash) == names.map { NameHash.of($0) })
    let host = outline.calls[0]
    #expect(host.arguments == position(file, "(", 1)...position(file, ")", 2))
    #expect(host.trailingClosure == nil)
    #expect(outline.calls[2].arguments == nil)
    #expect(outline.calls[2].trailingClosure == position(file, "{", 2)...position(file, "}", 1))
    #expect(outline.functionBodies == [position(file, "{", 0)..<(position(file, "}", 3) + 1)])
  }
}
