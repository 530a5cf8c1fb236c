let m = """
    line \("inner \(1 + 
    more text
    """
let z = 0
