import Foundation

#warning("Replace the staging URL before shipping")

struct Config {
    #if DEBUG
    static let baseURL = "https://staging.example.com/api"
    #warning("Using staging backend in DEBUG builds")
    #elseif RELEASE
    static let baseURL = "https://api.example.com"
    #else
    static let baseURL = ""
    #error("Define DEBUG or RELEASE in Active Compilation Conditions")
    #endif

    func migrate() {
        #warning("TODO: remove after v3 \"migration\" completes")
        print("migrating")
    }
}

#if os(watchOS)
#error("watchOS is not supported: see https://example.com/docs#platforms")
#endif

#if false
#error("this never fires")
let inactiveButParsed = "#error inside a string"
#endif

#if compiler(<5.0)
#error(#"raw "message" with \ backslash"#)
#endif

#if FEATURE_X && !FEATURE_Y
#warning("""
    multi-line warning
    message
    """)
#endif

print(Config.baseURL)
