import PuenteCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// `puente` as the package plugins' tool: the same command line, in a target no product
// names (SwiftPM cannot give a plugin an executable target that a product renames:
// swiftlang/swift-package-manager#8831).
exit(PuenteCLI.main(Array(CommandLine.arguments.dropFirst())))
