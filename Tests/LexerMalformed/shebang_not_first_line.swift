
#!/usr/bin/env swift
let a = 1
  #!indented
