import SwiftUI

struct ReleaseNotesView: View {
    private let notes = """
        Version 3.2

        - Faster sync
            * up to 2x on large libraries
        
          - indented two extra spaces
              
        - Dark mode fixes


        Thanks for using the app!
        """

    private let whitespaceOnly = """
            
          	
        
        """

    private let footer = """

        (blank line above and below)

        """

    var body: some View {
        ScrollView {
            Text(notes + whitespaceOnly + footer)
                .font(.system(.body, design: .monospaced))
                .padding()
        }
    }
}
