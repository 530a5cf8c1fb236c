// Copyright 2024 Example Shop GmbH.
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//     http://www.apache.org/licenses/LICENSE-2.0
//
// Routes table.
//
// DO NOT EDIT — line 11 is too late to mark a file as generated.

import SwiftUI

@MainActor
func lateHeaderHost() -> UIViewController { UIHostingController(rootView: Text("late")) } // expect: hosting-outside-adapter
