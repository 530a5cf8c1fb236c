let a = 1
"""
let b = """abc"""
"""
""""
let c = """
