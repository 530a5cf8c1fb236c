#!/usr/bin/env python3
"""Writes the fuzz seed corpus into the folder given: every Swift file of the test
fixtures, and the shapes that once took quadratic time (issue 28), at full size."""
import os
import sys

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
n = 0
for top in ["Tests/Corpus", "Tests/LexerStress", "Tests/LexerMalformed"]:
    for folder, _, files in os.walk(top):
        for name in sorted(files):
            if name.endswith(".swift"):
                with open(os.path.join(folder, name), "rb") as f:
                    data = f.read()
                with open(os.path.join(out, "fixture-%04d.swift" % n), "wb") as f:
                    f.write(data)
                n += 1
shapes = {
    "less-than-array": "let a = [" + "value < i, " * 60000 + "]\n",
    "nested-generics": "let x: " + "A<" * 100000 + "UIHostingController<V>" + ">" * 100001 + "\n",
    "super-calls": "typealias Host = UIHostingController<Root>\n"
    + "final class Screen: BaseController {\n  init() { super.init(nibName: nil, bundle: nil) }\n}\n" * 20000,
    "init-calls-one-line": "let a = [UIHostingController<Root>.self, " + ".init(x: 1), " * 50000 + "]\n",
    "long-line": "let a = [" + "1, " * 200000 + "]\n",
    "navigation-functions": "import SwiftUI\nimport UIKit\n\nstruct Big: View {\n  var body: some View { Text(\"\") }\n"
    + "".join("  func f%d() { navigationController?.pushViewController(x, animated: true) }\n" % i for i in range(20000))
    + "}\n",
    "navigation-views": "import SwiftUI\nimport UIKit\n\n"
    + "struct V: View {\n  var body: some View { Text(\"\") }\n"
    + "  func f() { navigationController?.pushViewController(x, animated: true) }\n}\n" * 16000,
    "locals-to-root-view": "import SwiftUI\nfinal class Big {\n  func make() {\n"
    + "".join(
        "    let v%d = OrderView().environmentObject(store)\n    let h%d = UIHostingController(rootView: v%d)\n"
        "    navigationController?.pushViewController(h%d, animated: true)\n" % (i, i, i, i)
        for i in range(10000))
    + "  }\n}\n",
    "member-type-uses": "import SwiftUI\n"
    + "".join(
        "struct W%d: UIViewControllerRepresentable {\n  typealias UIViewControllerType = UIHostingController<V%d>\n"
        "  func makeUIViewController(context: Context) -> UIViewControllerType { UIViewControllerType(rootView: V()) }\n}\n"
        % (i, i) for i in range(5000)),
}
for name, text in shapes.items():
    with open(os.path.join(out, "shape-%s.swift" % name), "w") as f:
        f.write(text)
