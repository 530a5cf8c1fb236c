import SwiftUI
import AVKit

final class VideoPlayerBridge: NSObject, UIViewControllerRepresentable, Identifiable { // expect: representable-outside-adapter
    let id = UUID()
    let player: AVPlayer

    init(player: AVPlayer) { self.player = player }

    func makeUIViewController(context: Context) -> AVPlayerViewController {
        let controller = AVPlayerViewController()
        controller.player = player
        return controller
    }

    func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {}
}

struct CaptionOverlay: Equatable, Hashable, Sendable {
    var text: String
}

struct SubtitleLabel: @preconcurrency UIViewRepresentable, Equatable { // expect: representable-outside-adapter
    var text: String
    func makeUIView(context: Context) -> UILabel { UILabel() }
    func updateUIView(_ label: UILabel, context: Context) { label.text = text }
}
