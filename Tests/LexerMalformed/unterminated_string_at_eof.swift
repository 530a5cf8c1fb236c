import Foundation

let greeting = "Hello, world