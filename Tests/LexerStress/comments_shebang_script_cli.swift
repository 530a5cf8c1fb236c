#!/usr/bin/env swift
// Run with: ./comments_shebang_script_cli.swift --input "file.txt"
import Foundation

let arguments = CommandLine.arguments.dropFirst()
var inputPath: String?
var verbose = false

var iterator = arguments.makeIterator()
while let arg = iterator.next() {
    switch arg {
    case "--input", "-i":
        inputPath = iterator.next()
    case "--verbose", "-v":
        verbose = true
    case let other where other.hasPrefix("--"):
        FileHandle.standardError.write("unknown flag: \(other)\n".data(using: .utf8)!)
        exit(64)
    default:
        break
    }
}

guard let path = inputPath else {
    print("usage: script --input <path> [--verbose]")
    exit(1)
}
let contents = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
let lines = contents.split(separator: "\n", omittingEmptySubsequences: false)
if verbose { print("read \(lines.count) line\(lines.count == 1 ? "" : "s") from \(path)") }
for (n, line) in lines.enumerated() where !line.isEmpty {
    print(String(format: "%4d: %@", n + 1, String(line)))
}
