let r = "x".firstMatch(of: /abc
let e = #/ extended
   never closed
let z = 1
