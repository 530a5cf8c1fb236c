import Foundation

@resultBuilder
enum ArrayBuilder<Element> {
    static func buildBlock(_ components: [Element]...) -> [Element] { components.flatMap { $0 } }
    static func buildExpression(_ expression: Element) -> [Element] { [expression] }
    static func buildExpression(_ expression: [Element]) -> [Element] { expression }
    static func buildOptional(_ component: [Element]?) -> [Element] { component ?? [] }
    static func buildEither(first component: [Element]) -> [Element] { component }
    static func buildEither(second component: [Element]) -> [Element] { component }
    static func buildArray(_ components: [[Element]]) -> [Element] { components.flatMap { $0 } }
    static func buildLimitedAvailability(_ component: [Element]) -> [Element] { component }
    static func buildFinalResult(_ component: [Element]) -> [Element] { component }
}

struct MenuItem: CustomStringConvertible {
    var title: String
    var shortcut: String?
    var description: String { shortcut.map { "\(title) (\($0))" } ?? title }
}

func menu(@ArrayBuilder<MenuItem> _ content: () -> [MenuItem]) -> [MenuItem] { content() }

let isAdmin = true
let recent = ["report.pdf", "notes.txt"]
let items = menu {
    MenuItem(title: "New", shortcut: "⌘N")
    MenuItem(title: "Open…", shortcut: "⌘O")
    if isAdmin {
        MenuItem(title: "Admin Panel")
    }
    if recent.isEmpty {
        MenuItem(title: "No Recent Files")
    } else {
        for file in recent { MenuItem(title: "Open \"\(file)\"") }
    }
    if #available(macOS 14, iOS 17, *) {
        MenuItem(title: "New Feature")
    }
    [MenuItem(title: "Quit", shortcut: "⌘Q")]
}

struct Toolbar {
    @ArrayBuilder<String> var labels: [String] {
        "Back"
        "Forward"
        if isAdmin { "Debug" }
    }
}
print(items, Toolbar().labels)
