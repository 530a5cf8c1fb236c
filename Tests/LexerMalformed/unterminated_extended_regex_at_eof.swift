let r = ##/
    (?<a> \d+ ) /#  wrong closer
    more