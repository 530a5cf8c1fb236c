import Foundation

@frozen
public struct Vec2: Hashable, Sendable {
    public var x: Double
    public var y: Double

    @inlinable
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }

    @inlinable @inline(__always)
    public static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x + b.x, a.y + b.y) }

    @inline(never)
    public func slowLength() -> Double { (x * x + y * y).squareRoot() }

    @discardableResult
    public mutating func normalize() -> Double {
        let len = slowLength()
        x /= len; y /= len
        return len
    }

    @usableFromInline internal var cached: Double { x + y }
    @_transparent public var isZero: Bool { x == 0 && y == 0 }
}

public enum Direction: CaseIterable {
    case north, south
    @available(*, deprecated) case legacyEast
    indirect case composed(Direction, Direction)
    public static var allCases: [Direction] { [.north, .south] }
}

@frozen public enum Axis { case horizontal, vertical }

public final class Registry {
    @MainActor public static let shared = Registry()
    @TaskLocal static var requestID: String?
    @preconcurrency @MainActor public func register(_ name: String) {}
    @warn_unqualified_access public func clear() {}
    @_disfavoredOverload public func lookup(_ key: Any) -> Int { 0 }
    public func lookup(_ key: String) -> Int { 1 }
    @dynamicMemberLookup public struct Proxy { public subscript(dynamicMember member: String) -> String { member } }
    @dynamicCallable public struct Call { public func dynamicallyCall(withArguments args: [Int]) -> Int { args.count } }
}

@main
struct CLI {
    static func main() {
        var v = Vec2(3, 4)
        v.normalize()
        print(v, Registry.Proxy().anything, Registry.Call()(1, 2, 3))
    }
}
