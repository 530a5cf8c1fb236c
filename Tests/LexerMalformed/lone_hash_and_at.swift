#
let a = #
@
@ func f() {}
let b = # 1
# if DEBUG
#endif
#