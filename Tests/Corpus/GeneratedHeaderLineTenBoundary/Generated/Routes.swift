// Copyright 2024 Example Shop GmbH.
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//     http://www.apache.org/licenses/LICENSE-2.0
//
// Routes table.
// DO NOT EDIT — regenerate with `make routes`.

import SwiftUI

@MainActor
func routeHost() -> UIViewController { UIHostingController(rootView: Text("route")) }
