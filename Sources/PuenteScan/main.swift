import PuenteCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// `puente`: the command line, all of it in PuenteCLI.
exit(PuenteCLI.main(Array(CommandLine.arguments.dropFirst())))
