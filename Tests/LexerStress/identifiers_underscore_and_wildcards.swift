import Foundation

struct Request { var id: Int; var payload: String; var retries: Int }

func handle(_ request: Request, _ : Bool = false, _ log: Bool = true) -> Int {
    let (_, payload, _) = (request.id, request.payload, request.retries)
    _ = payload.count
    let _ = request.retries
    for _ in 0..<2 { }
    if case (let id, _) = (request.id, request.payload), id > 0 { return id }
    switch (request.id, request.retries) {
    case (_, 0): return 0
    case (let x, _) where x < 0: return -1
    case (_, _): return 1
    }
}

let _unused = 1
let __doubleUnderscore = 2
let trailing_ = 3
let mid_dle_under_score = 4
let _0 = 5
let _x_y_z_ = 6
var _ = Request(id: 1, payload: "x", retries: 0)
let ignored: (Int, Int) -> Int = { _, _ in 0 }
let partiallyIgnored: (Int, Int) -> Int = { a, _ in a }
let r = Request(id: 7, payload: "", retries: 1)
print(handle(r), handle(r, true), _unused, __doubleUnderscore, trailing_, mid_dle_under_score, _0, _x_y_z_, ignored(1, 2), partiallyIgnored(3, 4))

class Base { func render(_: Int, _: String) -> String { "" } }
class Derived: Base {
    override func render(_ count: Int, _: String) -> String { String(repeating: "_", count: count) }
}
let discardable: Void = _ = Derived().render(3, "ignored")
print(discardable)
