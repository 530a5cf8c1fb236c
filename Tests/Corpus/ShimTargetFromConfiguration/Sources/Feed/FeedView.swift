import SwiftUI

struct FeedView: View {
    var body: some View {
        if #available(iOS 17, *) { // expect: always-true-availability
            FeedList().contentMargins(.top, 12)
        } else {
            FeedList().padding(.top, 12)
        }
    }
}
