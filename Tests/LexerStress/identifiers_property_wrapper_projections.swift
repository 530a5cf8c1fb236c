import SwiftUI

@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>
    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: ClosedRange<Value> { range }
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
}

struct VolumeSettings {
    @Clamped(0...100) var volume = 50
    @Clamped(-1.0...1.0) var balance = 0.0
    func describe() -> String { "volume \(volume) in \($volume), balance \(balance) in \($balance)" }
}

struct PlayerView: View {
    @State private var isPlaying = false
    @State private var progress = 0.3
    @Binding var title: String
    @ObservedObject var model: PlayerModel
    @FocusState private var focused: Bool

    var body: some View {
        VStack {
            TextField("Title", text: $title).focused($focused)
            Toggle("Playing", isOn: $isPlaying)
            Slider(value: $progress, in: 0...1)
            Toggle("Shuffle", isOn: $model.shuffle)
            Text(model.$shuffle == nil ? "" : "publisher ok")
            Button("Focus") { focused = true; _isPlaying.wrappedValue.toggle() }
        }
        .onChange(of: isPlaying) { _, newValue in model.shuffle = newValue }
    }
}

final class PlayerModel: ObservableObject {
    @Published var shuffle = false
    @Published private(set) var queue: [String] = []
    func observe() -> AnyCancellable { $shuffle.sink { print("shuffle: \($0)") } }
}
