import SwiftUI

// A second `disable` of the same rule continues the region; the `enable` ends it.
// puente:disable hosting-outside-adapter -- legacy settings flow
let a = UIHostingController(rootView: Text("a"))
// puente:disable hosting-outside-adapter -- still the legacy flow
let b = UIHostingController(rootView: Text("b"))
// puente:enable hosting-outside-adapter
let c = UIHostingController(rootView: Text("c")) // expect: hosting-outside-adapter

/// puente:disable-next-line hosting-outside-adapter -- doc-comment form, honoured
let d = UIHostingController(rootView: Text("d"))
/** puente:disable-next-line hosting-outside-adapter -- block doc-comment form */
let e = UIHostingController(rootView: Text("e"))

// puente:enable representable-outside-adapter // expect: unknown-suppression-rule
// puente:disable-next-line hosting-outside-adapter — an em dash is not the separator // expect: unknown-suppression-rule
let f = UIHostingController(rootView: Text("f"))
