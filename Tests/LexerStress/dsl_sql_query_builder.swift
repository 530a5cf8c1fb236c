import Foundation

indirect enum Predicate: CustomStringConvertible {
    case eq(String, SQLValue), lt(String, SQLValue), gt(String, SQLValue), like(String, String)
    case and(Predicate, Predicate), or(Predicate, Predicate), not(Predicate), raw(String)

    var description: String {
        switch self {
        case let .eq(c, v): "\"\(c)\" = \(v)"
        case let .lt(c, v): "\"\(c)\" < \(v)"
        case let .gt(c, v): "\"\(c)\" > \(v)"
        case let .like(c, p): "\"\(c)\" LIKE '\(p.replacingOccurrences(of: "'", with: "''"))' ESCAPE '\\'"
        case let .and(l, r): "(\(l) AND \(r))"
        case let .or(l, r): "(\(l) OR \(r))"
        case let .not(p): "NOT \(p)"
        case let .raw(s): s
        }
    }
}

enum SQLValue: CustomStringConvertible, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, ExpressibleByFloatLiteral {
    case int(Int), text(String), real(Double), null
    init(integerLiteral v: Int) { self = .int(v) }
    init(stringLiteral v: String) { self = .text(v) }
    init(floatLiteral v: Double) { self = .real(v) }
    var description: String {
        switch self {
        case .int(let i): "\(i)"
        case .text(let s): "'\(s.replacingOccurrences(of: "'", with: "''"))'"
        case .real(let d): "\(d)"
        case .null: "NULL"
        }
    }
}

func && (l: Predicate, r: Predicate) -> Predicate { .and(l, r) }
func || (l: Predicate, r: Predicate) -> Predicate { .or(l, r) }
prefix func ! (p: Predicate) -> Predicate { .not(p) }
func == (c: String, v: SQLValue) -> Predicate { .eq(c, v) }
func < (c: String, v: SQLValue) -> Predicate { .lt(c, v) }
func > (c: String, v: SQLValue) -> Predicate { .gt(c, v) }
infix operator ~~ : ComparisonPrecedence
func ~~ (c: String, pattern: String) -> Predicate { .like(c, pattern) }

struct Select {
    var table: String
    var columns = ["*"]
    var predicate: Predicate?
    var order: [(String, ascending: Bool)] = []
    var limit: Int?

    var sql: String {
        """
        SELECT \(columns.map { $0 == "*" ? $0 : "\"\($0)\"" }.joined(separator: ", "))
        FROM "\(table)"\(predicate.map { "\nWHERE \($0)" } ?? "")\
        \(order.isEmpty ? "" : "\nORDER BY " + order.map { "\"\($0.0)\" \($0.ascending ? "ASC" : "DESC")" }.joined(separator: ", "))\
        \(limit.map { "\nLIMIT \($0)" } ?? "");
        """
    }
}

let query = Select(table: "users", columns: ["id", "name"],
                   predicate: ("age" > 17 && !("name" == "O'Brien")) || "email" ~~ "%@example.com" || .raw("deleted_at IS NULL /* soft delete */"),
                   order: [("created_at", ascending: false)], limit: 100 / 4)
print(query.sql)
