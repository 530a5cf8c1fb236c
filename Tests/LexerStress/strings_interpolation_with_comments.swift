import Foundation

let count = 3
let a = "items: \(count /* number of items */)"
let b = "items: \(/* leading */ count)"
let c = "sum: \(count + /* inline */ 1 + /* nested /* twice */ */ 2)"
let d = "math: \(count * 2 /* "quoted" inside a comment inside an interpolation */)"
let e = """
    multi-line with comment: \(count // a line comment ends at the newline
    )
    and block: \(/* ")" */ count)
    """
let f = "text: \(count /* ) */)" // the ) inside the comment does not close
let g = "\(/**/count/**/)"
let h = """
    \(
        // comment on its own line
        [1, 2, 3]
            .map { $0 * count } /* times count */
            .description
    )
    """
let i = "division: \(count / 1 /* / */)"
print(a, b, c, d, e, f, g, h, i)
