/// `representable-outside-adapter`: a type conforms to a representable protocol
/// outside the adapter layer.
public struct RepresentableOutsideAdapterRule: Rule {
  public static let info = RuleInfo(
    id: "representable-outside-adapter",
    summary: "A type outside the adapter layer conforms to `UIViewRepresentable` or another representable protocol.",
    rationale: """
      Representables wrap UIKit (or AppKit) views that SwiftUI screens still need. Each \
      one is a piece of the old world kept alive; in the adapter folder they form a \
      visible list that shrinks as views are rewritten. Scattered through features \
      they are invisible debt. Move the wrapper into the adapter folder.
      """,
    defaultSeverity: .error)

  public static let options = [
    "types": "More representable protocols (conformers and refining protocols count too)."
  ]

  public static let triggeringExamples = [
    """
    struct MapView: ↓UIViewRepresentable {
      func makeUIView(context: Context) -> MKMapView { MKMapView() }
      func updateUIView(_ view: MKMapView, context: Context) {}
    }
    """,
    """
    extension LegacyChart: ↓UIViewControllerRepresentable where Data: Equatable {}
    """,
    """
    final class Wrapper: NSObject,
      ↓NSViewRepresentable, Equatable {}
    """,
  ]

  public static let nonTriggeringExamples = [
    """
    func wrap<T: UIViewRepresentable>(_ view: T) -> some View { view }
    // struct Old: UIViewRepresentable {}
    let doc = "struct X: UIViewRepresentable"
    """
  ]

  public static let requires: [any ScanAnalysis.Type] = [BridgeTypes.self]

  public init() {}

  public func check(_ context: RuleContext) -> [RuleViolation] {
    guard !context.isAdapter else { return [] }
    let representable = context.result(of: BridgeTypes.self).representable
    let file = context.file
    let outline = file.outline
    var result: [RuleViolation] = []
    for type in outline.types {
      for entry in type.inherited {
        guard let base = representable[entry.name] else { continue }
        let via = base == entry.name ? "" : " (through `\(entry.name)`)"
        result.append(
          RuleViolation(
            offset: file.tokens[outline.code[entry.position]].start,
            message:
              "`\(type.name)` conforms to `\(base)`\(via) outside the adapter layer; move this wrapper into the adapter folder"
          ))
      }
    }
    return result
  }
}
