//
//  A11y.swift
//  App
//
//  Identifiers shared by the app and the UI tests (both targets compile this file).
//

import Foundation

enum A11y {
    enum Maps {
        static let list = "maps.list"
        static let search = "maps.search"
        static let pin = "maps.pin"
    }

    enum Checkout: String {
        case pay = "checkout.pay"
        case total = "checkout.total"
        case promoField = "checkout.promo"
    }
}
