let a = "\q"
let b = "\u{1F600"
let c = "\u{}"
let d = "\u{110000}"
let e = "\u{D800}"
let f = "\u1234"
let g = "\x41"
let h = "trailing \