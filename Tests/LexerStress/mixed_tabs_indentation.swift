import SwiftUI

// Tab-indented file (Xcode "Prefer indent using: Tabs").
struct TabbedList: View {
	let items = ["alpha", "beta", "gamma"]
	@State private var selection: String?

	var body: some View {
		List(items, id: \.self, selection: $selection) { item in
			HStack {
				Text(item)		// trailing tabs before comment
				Spacer()
				Text("\(item.count)\tchars")	/* tab inside string escape and after code */
			}
		}
	}

	var help: String {
		"""
		Tabs are the indentation here.
			This line keeps one extra tab.
		A literal tab	inside the content.
		"""
	}

	var mixedContent: String {
		"""
		  two spaces after the tab indentation
			  tab then spaces
		"""
	}
}

let ratio	=	3	/	4
let regex	=	/\t+/
let found	=	"a\tb".contains(regex)
print(TabbedList().help, ratio, found)
