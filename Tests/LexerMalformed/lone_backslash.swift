let a = 1
\
let b = \ 2
let kp = \
let s = "ends with backslash \
