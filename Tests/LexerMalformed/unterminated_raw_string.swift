let a = #"raw with a quote " but no hash close"
let b = ##"needs two hashes"#
let c = 1
