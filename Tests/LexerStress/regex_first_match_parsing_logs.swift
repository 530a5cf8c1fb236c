import Foundation

struct LogLine {
    var level: Substring
    var timestamp: Substring
    var message: Substring
}

func parse(_ line: String) -> LogLine? {
    guard let m = line.firstMatch(of: /^\[(?<ts>[^\]]+)\] (?<level>DEBUG|INFO|WARN|ERROR): (?<msg>.*)$/) else {
        return nil
    }
    return LogLine(level: m.level, timestamp: m.ts, message: m.msg)
}

let sample = """
    [2024-05-01T10:00:00Z] INFO: started pid=123
    [2024-05-01T10:00:01Z] WARN: slow request /api/v1/users took 1.5s
    [2024-05-01T10:00:02Z] ERROR: failed: "timeout" after 30/30 retries
    garbage line
    """

let parsed = sample.split(separator: "\n").compactMap { parse(String($0)) }
let errors = parsed.filter { $0.level == "ERROR" }
let durations = sample.matches(of: /took (\d+(?:\.\d+)?)s/).compactMap { Double($0.1) }
let avg = durations.reduce(0, +) / Double(max(durations.count, 1))
let paths = sample.matches(of: /\s(\/[\w\/]+)\s/).map(\.1)
let retries = sample.firstMatch(of: /(\d+)\/(\d+) retries/).map { (Int($0.1)!, Int($0.2)!) }
let pids = sample.matches(of: /pid=(\d+)/).map { Int($0.output.1)! }
let cleaned = sample.replacing(/\[[^\]]*\]\s*/, with: "")
let isISO = sample.contains(/\d{4}-\d{2}-\d{2}T/)
let percent = Double(errors.count) / Double(parsed.count) * 100
print(parsed.count, errors.count, avg, paths, retries as Any, pids, cleaned, isISO, percent)
