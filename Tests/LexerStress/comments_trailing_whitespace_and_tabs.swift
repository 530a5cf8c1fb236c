import Foundation   
	
// Trailing spaces after this comment   
/* Block comment with trailing tab	
	 * and tab-indented continuation		
 */	
struct Timer {	// tab before comment
	var interval: TimeInterval = 1.0   
	var repeats = true		
	
	/// Doc comment indented with a tab.   
	func fire(_ block: () -> Void) {   
		block()	
	}
   
	func describe() -> String {
		"every \(interval)s\t(repeats: \(repeats))"   
	}
}	 	

let t = Timer()	/* tab */	// tab
t.fire {	print(t.describe())	}
let spaced   =   t.interval   *   2   
let tabbed	=	t.interval	/	2	
let text = """
	Tabs inside a multi-line string body
		are content when indentation is tab-based	
	"""
   
