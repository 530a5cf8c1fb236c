import Foundation   
   
/// Doc comment with trailing spaces.   
struct Cart {	
    var items: [String: Int] = [:]  
  
    mutating func add(_ sku: String, qty: Int = 1) {    
        items[sku, default: 0] += qty		
    }   

    var summary: String {   
        """
        Items: \(items.count)   
        Total quantity: \(items.values.reduce(0, +))	
        """
    }
    /* block comment with trailing spaces   
       second line	   
    */   
    var average: Double { items.isEmpty ? 0 : Double(items.values.reduce(0, +)) / Double(items.count) }  
}
  
var cart = Cart()   
cart.add("A-1", qty: 2)     
cart.add("B-2")	
print(cart.summary, cart.average)    	  
   
