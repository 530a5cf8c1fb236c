let x = 1
/* this block comment
   never ends "even with a string */" inside
   ... wait, it did end above; this one does not:
/* opened again
let y = 2
