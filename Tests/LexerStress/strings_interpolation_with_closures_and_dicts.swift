import SwiftUI

struct ScoreboardView: View {
    let scores: [String: [Int]] = ["ana": [3, 9, 4], "bo": [7], "cy": []]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(scores.keys.sorted(), id: \.self) { player in
                Text("\(player.capitalized): \(scores[player, default: []].reduce(0, +)) pts")
                Text("best: \(scores[player]?.max().map { "\($0)" } ?? "—"), rounds: \(scores[player]!.count)")
                    .font(.caption)
            }
            Text("leader: \(scores.max { $0.value.reduce(0, +) < $1.value.reduce(0, +) }?.key ?? "nobody")")
            Text("summary: \(scores.mapValues { $0.count }.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&"))")
            Text("json-ish: \(["total": scores.values.joined().reduce(0, +), "players": scores.count] as [String: Int])")
            Text("grouped: \(Dictionary(grouping: scores.keys) { $0.first! }.mapValues { $0.sorted() })")
            Text("closure: \({ () -> String in let s = scores.count; return "\(s) players" }())")
            Text("trailing closures: \(scores.values.flatMap { $0 }.filter { $0 > 3 }.sorted { $1 < $0 })")
            Text("sets: \(Set(scores.keys).intersection(["ana", "zed"]))")
        }
    }
}

let formatted = "\(["a": ["b": ["c": "\("deep")"]]]["a"]?["b"]?["c"] ?? "")"
let callbacks: [String: (Int) -> String] = ["double": { "\($0 * 2)" }, "negate": { "\(-$0)" }]
let applied = "\(callbacks["double"]?(21) ?? "") \(callbacks["negate"].map { $0(5) } ?? "")"
print(formatted, applied)
