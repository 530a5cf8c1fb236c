let a = 1 €
let ÿ = 2
let s = "strşÿing"
// comment €‚
ÀÁ let b = 3
