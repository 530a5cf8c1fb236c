import Foundation

let total = 1 /* one */ + 2 /* two */ * 3 // 7
let cache = Dictionary</* Key */ String, /* Value */ [Int]>()
let nested: Array<Dictionary<String, /* inner */ Set<Int>>> = []
func compute</* T */ T: Numeric>(_ a: T, /* b */ _ b: T) -> /* result */ T {
    a /* plus */ + b
}
let value = compute(/* first */ 4, /* second */ 5)
let chained = [3, 1, 2]
    // sort ascending
    .sorted()
    /* then double */
    .map { $0 * 2 } /* [2, 4, 6] */
    .filter { /* keep everything */ _ in true }
let optional: Int? = nil
let unwrapped = optional /* maybe */ ?? /* default */ 0
let closure: (Int) -> Int = { /* param */ x /* in */ in x /* body */ + 1 }
let tuple = (/* a */ 1, /* b */ "two")
let label = tuple.0 /* field */ + value
if /* condition */ unwrapped == 0 /* equals */ {
    print("zero") // print
} /* else */ else {
    print("nonzero")
}
let ternary = unwrapped > 0 /* ? */ ? "pos" /* : */ : "non-pos"
let range = 0 /* start */ ..< /* end */ 10
let slashes = 8 /* / */ / /* / */ 2
struct Box<Element> { var element: Element }
let box = Box</* generic arg */ Int>(element: /* 42 */ 42)
