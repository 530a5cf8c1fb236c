func f() {
    if true { [1, 2
}}}
)))
#if DEBUG
let x = (1, [2: {3
#elseif
#else junk
