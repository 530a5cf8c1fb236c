let md = ##"""
    # Title
    closing with the wrong hash count:
    """#
let after = 1
