import Foundation

#if swift(>=6.0)
let languageMode = "Swift 6"
#elseif swift(>=5.10)
let languageMode = "Swift 5.10"
#elseif swift(>=5.9) && compiler(>=5.9)
let languageMode = "Swift 5.9"
#else
let languageMode = "older"
#endif

#if compiler(>=6.1) && hasFeature(IsolatedAny)
func schedule(_ work: @escaping @isolated(any) () -> Void) { work() }
#else
func schedule(_ work: @escaping () -> Void) { work() }
#endif

#if hasFeature(RegionBasedIsolation) || hasFeature(GlobalConcurrency)
let concurrencyModel = "region-based"
#else
let concurrencyModel = "classic"
#endif

#if BETA_FEATURES
  #if ANALYTICS_V2
let analyticsVersion = 2
  #else
let analyticsVersion = 1
  #endif
#else
let analyticsVersion = 0
#endif

#if !DEBUG && (os(iOS) || os(visionOS)) && !targetEnvironment(macCatalyst)
let shipsToStore = true
#else
let shipsToStore = false
#endif

#if true
let alwaysTrue = 1
#endif
#if false
// Inactive blocks are still parsed, so they must be valid Swift:
let stillTokens = ("strings", 0x1F, /regex/, 1.5e-3, #"raw"#)
func neverCompiled() -> Int { undefinedSymbol / 2 }
#endif

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

schedule { print(languageMode, concurrencyModel, analyticsVersion, shipsToStore, alwaysTrue) }
