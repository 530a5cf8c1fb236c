func foo(_ x: Int) -> Int { x }
let s = "value: \(foo(
let t = 2
let r = #"raw \#(value"#
let q = ##"raw2 \##((1, 2)"##
