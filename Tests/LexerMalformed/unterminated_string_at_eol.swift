let a = "no closing quote on this line
let b = 2
let c = "second one \" escaped quote then newline
print(a, b)
