import SwiftUI

struct FeedView: View {
    @State private var posts: [String] = ["first", "second"]

    var body: some View {
        List(posts, id: \.self) { post in
            Text(post)
            /* Disabled until design signs off:
            HStack {
                Image(systemName: "heart") /* like button */
                /* Text("\(likes)") /* count */ */
                Spacer()
            }
            /* /* /* triple nested */ */ */
            */
        }
        /*
         .refreshable {
             /* await reload() */
         }
         */
        .listStyle(.plain)
    }
}

/* struct LegacyFeedView: View {
    var body: some View {
        /* Text("legacy") */
        Text("string containing /* which does not open a comment") // in code, yes
    }
} */

/*
 let pattern = /\/\*.*\*\//   <- regex in a comment
 let path = "/* not */"
 /*
  let deeper = 1 / 2
  /* deepest: "*/" */
 */
*/
let stillCode = "visible" // after all the nesting
