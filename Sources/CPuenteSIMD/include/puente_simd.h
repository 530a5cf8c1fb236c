// Vector kernels the Swift standard library cannot express: a byte shuffle (`pshufb`)
// is what a Teddy search needs, and Swift's SIMD types have no dynamic one.
#ifndef PUENTE_SIMD_H
#define PUENTE_SIMD_H

#include <stddef.h>
#include <stdint.h>

/// A Teddy search for up to eight buckets of needles of three bytes or more: per
/// fingerprint position k (the needles' first three bytes), a byte's low and high nibble
/// each select the buckets holding a needle with a matching nibble there.
typedef struct puente_teddy {
  uint8_t lo[3][16];
  uint8_t hi[3][16];
  /// The needles end to end; needle i is `bytes[starts[i] ..< starts[i] + lengths[i]]`.
  const uint8_t *bytes;
  const int32_t *starts;
  const int32_t *lengths;
  /// Needles of bucket b: `members[first[b] ..< first[b + 1]]`.
  const int32_t *first;
  const int32_t *members;
} puente_teddy;

/// Whether this CPU runs the kernel (AVX2); 0 elsewhere, including every non-x86 build.
int puente_teddy_available(void);

/// Whether a needle occurs in the `n` bytes at `p`, and in `*valid` whether the bytes
/// are valid UTF-8 (checked in the same pass; after a find, the rest is validated only).
int puente_teddy_scan(const puente_teddy *t, const uint8_t *p, size_t n, int *valid);

/// Which needles occur in the `n` bytes at `p` (bit k for needle k: the k-th in
/// `starts` and `lengths`; at most 64 needles), and in `*valid` whether the bytes are
/// valid UTF-8. It goes on after a find, until every needle is found; the bytes after
/// that are validated only.
uint64_t puente_teddy_scan_all(const puente_teddy *t, const uint8_t *p, size_t n, int *valid);

/// `puente_teddy_scan`, and in `*lines` the newline bytes of all `n` bytes (counted in
/// the same pass up to a find, the rest after it).
int puente_teddy_scan_lines(const puente_teddy *t, const uint8_t *p, size_t n, int *valid, long *lines);

/// The offsets just past each line break of the `n` bytes at `p` (`\n`, `\r\n` as one,
/// a lone `\r`), in order, written to `starts` unless it is null; returns how many
/// there are. (32 bytes a step with AVX2 where the CPU has it.)
size_t puente_line_starts(const uint8_t *p, size_t n, uint32_t *starts);

/// The Adler-32 checksum (RFC 1950) of the `n` bytes at `p`. With AVX2 only on x86
/// (call it where `puente_teddy_available()` says so); plain C elsewhere.
uint32_t puente_adler32(const uint8_t *p, size_t n);

#endif
