let ` = 1
let `unterminated = 2
let `` = 3
let ok = `class`
`
