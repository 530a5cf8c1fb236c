import Foundation

prefix operator +++
postfix operator +++
prefix operator <<<

prefix func +++ (x: Int) -> Int { x + 3 }
postfix func +++ (x: Int) -> Int { x * 3 }
postfix func +++ (x: Double) -> Double { x * 3 }
prefix func <<< (s: String) -> String { "<<" + s }

let a = 5, b: Int? = 7
let prefixed = +++a
let postfixed = a+++
let bothSides = (+++a)+++
let forceViaCustom = b!+++
let customPrefixString = <<<"tag"
let binaryPlus = a + a
let binaryNoSpace = a+a
let unaryMinus = -a
let binaryMinusUnary = a - -a
let notNot = !!true // lexes as ONE prefix operator "!!" (would need a declaration to type-check)
let prefixNot = !(a > 3)
let postfixBang = b!
let optionalPostfix = b?.description
let infixBothSpaces = a + a
let mixedInfix = a+-a // "+-" is one binary operator token
let rangeOp = a...
let upTo = ..<a
let closedUpTo = ...a
let tilde = ~a
let negativeLiteralArg = max(-1, -a)
let exponentLike = 1e-5-1e-5
let doubleNegative = -(-a)
print(prefixed, postfixed, bothSides, forceViaCustom, customPrefixString, binaryPlus, binaryNoSpace, unaryMinus, binaryMinusUnary, notNot, prefixNot, postfixBang, optionalPostfix as Any, infixBothSpaces, mixedInfix, rangeOp, upTo, closedUpTo, tilde, negativeLiteralArg, exponentLike, doubleNegative)
