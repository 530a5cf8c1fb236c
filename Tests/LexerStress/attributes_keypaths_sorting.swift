import Foundation

struct Address { var city: String; var zip: String }
struct Employee {
    var name: String
    var salary: Double
    var address: Address
    var manager: Box?
    var tags: [String]
    var scores: [String: Int]
}
final class Box { var employee: Employee; init(_ e: Employee) { employee = e } }

extension Sequence {
    func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>, ascending: Bool = true) -> [Element] {
        sorted { ascending ? $0[keyPath: keyPath] < $1[keyPath: keyPath] : $0[keyPath: keyPath] > $1[keyPath: keyPath] }
    }
    func sum<T: AdditiveArithmetic>(_ keyPath: KeyPath<Element, T>) -> T { reduce(.zero) { $0 + $1[keyPath: keyPath] } }
}

let staff = [
    Employee(name: "Ana", salary: 120_000, address: Address(city: "Lisbon", zip: "1000"), manager: nil, tags: ["ios"], scores: ["q1": 4]),
    Employee(name: "Bo", salary: 95_000.5, address: Address(city: "Oslo", zip: "0150"), manager: nil, tags: [], scores: [:]),
]

let byName = staff.sorted(by: \.name)
let bySalaryDesc = staff.sorted(by: \Employee.salary, ascending: false)
let cities = staff.map(\.address.city)
let zipLengths = staff.map(\.address.zip.count)
let firstTags = staff.map(\.tags.first)
let managerNames = staff.map(\.manager?.employee.name)
let forced = \Employee.manager!.employee.salary
let q1 = staff.map(\.scores["q1"])
let firstTag = \Employee.tags[0]
let identity = staff.map(\.self)
let total = staff.sum(\.salary)
let writable: WritableKeyPath<Employee, String> = \.address.city
let reference: ReferenceWritableKeyPath<Box, Double> = \Box.employee.salary
let appended = (\Employee.address).appending(path: \Address.zip)
let tupleKP = \(Int, String).1
var copy = staff[0]
copy[keyPath: writable] = "Porto"
print(byName.map(\.name), bySalaryDesc.first?.name ?? "", cities, zipLengths, firstTags, managerNames, forced, q1, firstTag, identity.count, total, reference, appended, tupleKP, copy.address.city)
