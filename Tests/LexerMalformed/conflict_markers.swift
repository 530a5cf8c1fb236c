let a = 1
<<<<<<< HEAD
let b = "ours"
=======
let b = "theirs"
>>>>>>> feature/regex
>>>> not a marker
let c = 3
