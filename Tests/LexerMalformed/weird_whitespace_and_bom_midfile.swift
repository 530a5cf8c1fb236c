let a = 1
let b = 2let c = 3
﻿let d = 4
let e= 5
let f= 6
let g = 7
let h = 8



