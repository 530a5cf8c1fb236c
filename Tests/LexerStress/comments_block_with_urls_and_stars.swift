/*******************************************************************
 *  Copyright (c) 2024 Example Corp. All rights reserved.          *
 *  See https://example.com/license?a=1&b=2#section-3 for details. *
 *******************************************************************/

/***/ import Foundation /***/

/* Endpoints (see http://docs.example.com/api/v1/*): */ nested wildcard closed here */
enum Endpoint: String {
    case login = "https://auth.example.com/oauth2/token" // https://…
    case feed = "https://api.example.com/v1/feed?page=1&per_page=20" /* https://x/ */
    case assets = "file:///var/mobile/Containers/Data/*.png" // "/*" in a string
}

/**
 ** Double-starred doc comment lines.
 ** `Endpoint.feed.rawValue` == "https://api.example.com/v1/feed?page=1&per_page=20"
 **/
func url(for endpoint: Endpoint) -> URL? {
    URL(string: endpoint.rawValue) /*-*/ /*--*/ /* // */ /*/ still one comment */
}

/*
 ASCII art:
    +-----+      /-----\
    | API | ---> | App |
    +-----+      \-----/
*/
let all: [Endpoint] = [.login, .feed, .assets] /**/ /* **/ /** */
let hosts = all.compactMap { url(for: $0)?.host } // ["auth.example.com", ...]
