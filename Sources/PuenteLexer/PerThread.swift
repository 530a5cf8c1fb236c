#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One value per thread, made on the thread's first use and released when the thread
/// ends: scratch memory that workers reuse from one file to the next (the lexer's
/// tokens) without a lock or a page fault per file.
public final class PerThread<Value: AnyObject>: @unchecked Sendable {
  private let key: pthread_key_t
  private let make: () -> Value

  public init(_ make: @escaping () -> Value) {
    var key = pthread_key_t()
    #if canImport(Darwin)
      pthread_key_create(&key) { Unmanaged<AnyObject>.fromOpaque($0).release() }
    #else
      pthread_key_create(&key) { if let p = $0 { Unmanaged<AnyObject>.fromOpaque(p).release() } }
    #endif
    self.key = key
    self.make = make
  }

  /// The calling thread's value.
  public var current: Value {
    if let known = pthread_getspecific(key) { return Unmanaged<Value>.fromOpaque(known).takeUnretainedValue() }
    let made = make()
    pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
    return made
  }
}
