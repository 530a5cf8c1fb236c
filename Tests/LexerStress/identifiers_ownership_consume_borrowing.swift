import Foundation

struct FileHandleBox: ~Copyable {
    let descriptor: Int32
    init(descriptor: Int32) { self.descriptor = descriptor }
    borrowing func peek() -> Int32 { descriptor }
    consuming func close() -> Int32 {
        let d = descriptor
        discard self
        return d
    }
    deinit { print("closing \(descriptor)") }
}

func inspect(_ box: borrowing FileHandleBox) -> Int32 { box.peek() }
func finish(_ box: consuming FileHandleBox) -> Int32 { box.close() }
func update(_ value: inout [Int]) { value.append(value.count) }

func demo() {
    let box = FileHandleBox(descriptor: 3)
    print(inspect(box))
    let moved = consume box
    print(finish(moved))

    var numbers = [1, 2, 3]
    update(&numbers)
    let snapshot = copy numbers
    let taken = consume numbers
    print(snapshot, taken)
}

struct Buffer<Element: ~Copyable>: ~Copyable {
    var count = 0
    mutating func reset() { count = 0 }
}

extension Array {
    __consuming func consumedFirst() -> Element? { first }
}

let consume = 1
let borrowing = 2
let copy = consume + borrowing
print(copy, [1].consumedFirst() as Any)
demo()
