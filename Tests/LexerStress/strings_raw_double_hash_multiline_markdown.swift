import Foundation

struct ReadmeGenerator {
    var projectName: String
    var version: String

    func render() -> String {
        ##"""
        # \##(projectName)

        Install with:

        ```swift
        .package(url: "https://github.com/example/\##(projectName.lowercased()).git", from: "\##(version)")
        ```

        In Swift code you interpolate with `\(value)` and in raw strings with `\#(value)`;
        this generator itself uses `\##(value)`.

        A raw multi-line string can contain `"""` and even `#"""#` without ending:
        ```swift
        let json = #"""
            {"key": "value with \"escapes\""}
            """#
        ```
        Escaped newline in a ##-string: \##n (that was a real newline).
        """##
    }
}

let readme = ReadmeGenerator(projectName: "PuenteKit", version: "1.4.0").render()
let badge = ##"[![CI](https://github.com/example/puentekit/actions/workflows/ci.yml/badge.svg)](#"ci")"##
print(readme, badge)
