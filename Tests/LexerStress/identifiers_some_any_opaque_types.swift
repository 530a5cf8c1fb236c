import SwiftUI

protocol Shape2D { var area: Double { get } }
struct Square: Shape2D { var side: Double; var area: Double { side * side } }
struct Circle2D: Shape2D { var r: Double; var area: Double { .pi * r * r } }

func makeSquare() -> some Shape2D { Square(side: 2) }
func makeAny(_ round: Bool) -> any Shape2D { round ? Circle2D(r: 1) : Square(side: 1) }
func total(_ shapes: [any Shape2D]) -> Double { shapes.map(\.area).reduce(0, +) }
func describe(_ shape: some Shape2D) -> String { "area \(shape.area)" }
func largest(of shapes: some Collection<any Shape2D>) -> (any Shape2D)? { shapes.max { $0.area < $1.area } }
func pair<each T>(_ value: repeat each T) -> (repeat each T) { (repeat each value) }

let shapes: [any Shape2D] = [makeSquare(), makeAny(true), makeAny(false)]
let boxed: any Shape2D = Square(side: 3)
let opaque: some Shape2D = Circle2D(r: 2)
let existentialMeta: any Shape2D.Type = Square.self
let optionalAny: (any Shape2D)? = nil
let anyHashable: any Hashable = 1
let anyObject: AnyObject? = nil
let sendable: any Sendable = "s"
let composed: any Shape2D & Sendable = Square(side: 1)

struct Badge: View {
    var body: some View {
        HStack { Text("a"); Text("b") }
    }
    @ViewBuilder func content(_ flag: Bool) -> some View {
        if flag { Text("yes") } else { Image(systemName: "xmark") }
    }
}

print(total(shapes), describe(opaque), largest(of: shapes)?.area ?? 0, pair(1, "a", true), existentialMeta, optionalAny == nil, anyHashable, anyObject as Any, sendable, composed.area, boxed.area)
