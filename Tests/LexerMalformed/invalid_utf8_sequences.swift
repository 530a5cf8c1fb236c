let overlong = "À¯"
let truncated = "â‚"
let surrogate = "í €"
let tooBig = "ô€€"
let f5 = "õ€€€"
let idâ‚ = 1
/* comment with í¿¿ lone surrogate */
let r = /aÃ/
