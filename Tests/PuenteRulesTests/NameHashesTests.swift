import PuenteLexer
import Testing

@testable import PuenteRules

/// `NameHashes`: what the engine keeps of a file checked early, to tell whether a name
/// declared elsewhere could change its findings.
struct NameHashesTests {
  static let parts = [Array("Hosting".utf8), Array("Representable".utf8)]

  @Test func hashesAreTheIdentifiersNamesWithoutBackticks() {
    let file = SourceFile(
      path: "A.swift",
      bytes: Array("let `UIHostingController` = x // Hosting\nlet averyveryverylongname_ok = \"Hosting\"".utf8))
    let (hashes, _) = NameHashes.of(file, lookingFor: Self.parts, except: nil)
    let names = ["UIHostingController", "x", "averyveryverylongname_ok"]
    #expect(hashes == names.map { NameHash.of($0) })
  }

  @Test func aNameHoldingAPartOtherThanTheRootsIsALikelySubclass() {
    let roots = NameSet(["UIHostingController", "UIViewRepresentable"])
    func mentions(_ source: String) -> Bool {
      NameHashes.of(SourceFile(path: "A.swift", bytes: Array(source.utf8)), lookingFor: Self.parts, except: roots)
        .mentionsPart
    }
    #expect(mentions("let c = ThemedHostingController(rootView: v)"))
    #expect(mentions("struct Map: MapRepresentable {}"))
    #expect(mentions("let h = Hosting()"))
    #expect(!mentions("let c = UIHostingController(rootView: v)"))
    #expect(!mentions("struct Map: UIViewRepresentable {}"))
    // Only identifiers count: not comments, not strings, not a name that merely starts alike.
    #expect(!mentions("// ThemedHostingController\nlet s = \"AHostingB\"\nlet hosting = Hostin"))
    // Every occurrence counts, not only the first; at the start and at the end of the file too.
    #expect(mentions("let a = UIHostingController(rootView: v) // Hosting\nlet b = \"Hosting\"\nlet c = AppHosting"))
    #expect(mentions("HostingShell.make()"))
    #expect(mentions("let x = `ThemedHostingController`(rootView: v)"))
    #expect(!mentions("let x = `UIHostingController`(rootView: v); let y = UIHostingController.self"))
  }

  /// A name no part occurs in is never a likely subclass, whatever else the file holds.
  @Test func aFileWithoutThePartsHasNoLikelySubclass() {
    let roots = NameSet(["UIHostingController"])
    let file = SourceFile(
      path: "A.swift", bytes: Array("struct Detail: View { var body: some View { Text(\"x\") } }".utf8))
    #expect(!NameHashes.of(file, lookingFor: Self.parts, except: roots).mentionsPart)
    #expect(!NameHashes.of(SourceFile(path: "B.swift", bytes: []), lookingFor: Self.parts, except: roots).mentionsPart)
  }
}
