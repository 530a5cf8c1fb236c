import SwiftUI
import UIKit

final class PlaylistViewController: UIViewController {  // expect-screen: uikit 1
  @objc private func infoTapped() {
    navigationController?.pushViewController(PlaylistInfoView(playlistID: "p1").hosted(title: "Info"), animated: true)  // expect-edge: PlaylistInfoView
  }

  @objc private func shareTapped() {
    let share = SharePlaylistView().hosted()
    share.modalPresentationStyle = .formSheet
    present(share, animated: true)  // expect-edge: SharePlaylistView
  }

  @objc private func creditsTapped() {
    show(PlaylistCreditsView().asViewController, sender: self)  // expect-edge: PlaylistCreditsView
  }
}

struct PlaylistInfoView: View {  // expect-screen: swiftui 0
  let playlistID: String
  var body: some View { Text(playlistID) }
}

struct SharePlaylistView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Share") }
}

struct PlaylistCreditsView: View {  // expect-screen: swiftui 0
  var body: some View { Text("Credits") }
}
