import Foundation

// A type of this file that happens to share its name with a hosting subclass nested in
// the adapter layer: references here mean the local struct.
struct Host: Hashable {
    let name: String
}

let api = Host(name: "api.example.com")

func connect(to host: Host) -> Bool { !host.name.isEmpty }
