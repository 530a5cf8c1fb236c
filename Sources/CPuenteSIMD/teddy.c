// The Teddy search (Hyperscan's, as ripgrep uses it): 32 positions a step, each tested
// for every bucket at once with six nibble-table shuffles; only positions whose first
// three bytes can start a needle of some bucket are compared in full. And Adler-32, the
// checksum of every loose object the trend inflates (at the end).
#include "puente_simd.h"

#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define PUENTE_X86 1
#endif

/// Validates the UTF-8 sequences that start in `from ..< until` (a sequence start) of
/// the `n` bytes at `p`: where the last one ends, or -1 when one is invalid or cut short.
/// The rules of Swift's `UTF8Validation`: minimal length, no surrogates, <= U+10FFFF.
__attribute__((always_inline)) static inline long validate_utf8(const uint8_t *p, long from, long until, long n) {
  long i = from;
  while (i < until) {
    // ASCII 8 bytes at a time (most of any Swift file).
    if (i + 8 <= until) {
      uint64_t w;
      memcpy(&w, p + i, 8);
      if ((w & 0x8080808080808080ull) == 0) {
        i += 8;
        continue;
      }
    }
    uint8_t b0 = p[i];
    if (b0 < 0x80) {
      i++;
      continue;
    }
    int length;
    uint32_t value, minimum;
    if (b0 >= 0xC2 && b0 <= 0xDF) {
      length = 2; value = b0 & 0x1F; minimum = 0x80;
    } else if (b0 >= 0xE0 && b0 <= 0xEF) {
      length = 3; value = b0 & 0x0F; minimum = 0x800;
    } else if (b0 >= 0xF0 && b0 <= 0xF4) {
      length = 4; value = b0 & 0x07; minimum = 0x10000;
    } else {
      return -1;
    }
    if (i + length > n) return -1;
    for (int k = 1; k < length; k++) {
      uint8_t b = p[i + k];
      if ((b & 0xC0) != 0x80) return -1;
      value = value << 6 | (b & 0x3F);
    }
    if (value < minimum || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) return -1;
    i += length;
  }
  return i;
}

/// `validated` (the bytes before it are valid UTF-8; -1: some are not) moved on over the
/// sequences that start in `i ..< until`, unless an earlier sequence covered them (a
/// block before `i` was validated or held no byte from 0x80, so `i` starts a sequence
/// unless one from before straddles it).
__attribute__((always_inline)) static inline long validated_to(const uint8_t *p, long validated, long i, long until,
                                                               long n) {
  if (validated < 0 || validated >= until) return validated;
  return validate_utf8(p, validated > i ? validated : i, until, n);
}

/// Whether a needle of `buckets` starts at `at`.
static int verify(const puente_teddy *t, const uint8_t *p, size_t n, size_t at, uint32_t buckets) {
  while (buckets) {
    int b = __builtin_ctz(buckets);
    buckets &= buckets - 1;
    for (int32_t m = t->first[b]; m < t->first[b + 1]; m++) {
      int32_t k = t->members[m];
      size_t length = (size_t)t->lengths[k];
      if (at + length <= n && memcmp(p + at, t->bytes + t->starts[k], length) == 0) return 1;
    }
  }
  return 0;
}

/// The needles of `buckets` that start at `at`, as a mask of their indices.
static uint64_t verify_all(const puente_teddy *t, const uint8_t *p, size_t n, size_t at, uint32_t buckets) {
  uint64_t found = 0;
  while (buckets) {
    int b = __builtin_ctz(buckets);
    buckets &= buckets - 1;
    for (int32_t m = t->first[b]; m < t->first[b + 1]; m++) {
      int32_t k = t->members[m];
      size_t length = (size_t)t->lengths[k];
      if (at + length <= n && memcmp(p + at, t->bytes + t->starts[k], length) == 0) found |= 1ull << k;
    }
  }
  return found;
}

/// The mask of every needle of `t` (`first[8]` is how many there are).
static uint64_t all_needles(const puente_teddy *t) {
  int count = t->first[8];
  return count >= 64 ? ~0ull : (1ull << count) - 1;
}

/// The buckets whose fingerprint starts at `at` (at least three bytes from it).
static uint32_t scalar_buckets(const puente_teddy *t, const uint8_t *p, size_t at) {
  uint32_t m = 0xFF;
  for (int k = 0; k < 3; k++) {
    uint8_t b = p[at + k];
    m &= t->lo[k][b & 15] & t->hi[k][b >> 4];
  }
  return m;
}

/// The positions from `from` on, one at a time (the tail, or everything without AVX2).
static int scan_scalar(const puente_teddy *t, const uint8_t *p, size_t n, size_t from) {
  for (size_t i = from; i + 3 <= n; i++) {
    uint32_t m = scalar_buckets(t, p, i);
    if (m && verify(t, p, n, i, m)) return 1;
  }
  return 0;
}

/// The needles that start from `from` on, one position at a time, until all are found.
static uint64_t scan_scalar_all(const puente_teddy *t, const uint8_t *p, size_t n, size_t from, uint64_t found) {
  uint64_t all = all_needles(t);
  for (size_t i = from; i + 3 <= n && found != all; i++) {
    uint32_t m = scalar_buckets(t, p, i);
    if (m) found |= verify_all(t, p, n, i, m);
  }
  return found;
}

#ifdef PUENTE_X86
int puente_teddy_available(void) { return __builtin_cpu_supports("avx2"); }

__attribute__((target("avx2"))) static inline __m256i table(const uint8_t t[16]) {
  return _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)t));
}

/// The buckets whose fingerprint starts at each of the 32 positions from `p`, and which
/// of the 32 bytes there are from 0x80 (reads 34 bytes).
__attribute__((target("avx2"))) static inline __m256i block(const puente_teddy *t, const uint8_t *p, uint32_t *high) {
  const __m256i low = _mm256_set1_epi8(0x0F);
  __m256i v0 = _mm256_loadu_si256((const __m256i *)p);
  __m256i v1 = _mm256_loadu_si256((const __m256i *)(p + 1));
  __m256i v2 = _mm256_loadu_si256((const __m256i *)(p + 2));
  __m256i m0 = _mm256_and_si256(_mm256_shuffle_epi8(table(t->lo[0]), _mm256_and_si256(v0, low)),
                                _mm256_shuffle_epi8(table(t->hi[0]), _mm256_and_si256(_mm256_srli_epi16(v0, 4), low)));
  __m256i m1 = _mm256_and_si256(_mm256_shuffle_epi8(table(t->lo[1]), _mm256_and_si256(v1, low)),
                                _mm256_shuffle_epi8(table(t->hi[1]), _mm256_and_si256(_mm256_srli_epi16(v1, 4), low)));
  __m256i m2 = _mm256_and_si256(_mm256_shuffle_epi8(table(t->lo[2]), _mm256_and_si256(v2, low)),
                                _mm256_shuffle_epi8(table(t->hi[2]), _mm256_and_si256(_mm256_srli_epi16(v2, 4), low)));
  *high = (uint32_t)_mm256_movemask_epi8(v0);
  return _mm256_and_si256(_mm256_and_si256(m0, m1), m2);
}

/// From position `i` on, 32 at a time, the first block with a candidate; where the
/// blocks end when none has. On the way, blocks with a byte from 0x80 are validated
/// (`*validated`: the bytes before it are valid UTF-8; -1, some are not), and, when
/// `lines` is not null, the newlines of the blocks passed are added to it. A function of
/// its own with no call in it, so that its six tables stay in registers (in one loop
/// with the candidates' checks, whose calls clobber vector registers, they were spilled
/// and reloaded at every step); `quiet_blocks` and `quiet_blocks_lines` are its two
/// versions, without and with the count.
__attribute__((target("avx2"), always_inline)) static inline size_t quiet_blocks_impl(const puente_teddy *t,
                                                                                     const uint8_t *p, size_t n,
                                                                                     size_t i, long *validated,
                                                                                     long *lines) {
  long valid_to = *validated;
  long newlines = 0;
  const __m256i newline = _mm256_set1_epi8('\n');
  // Two blocks a step, tested together: the blocks of most files are nearly all quiet,
  // and one test, one branch and one UTF-8 check per 64 bytes took a sixth less time.
  while (i + 66 <= n) {
    uint32_t high0, high1;
    __m256i m0 = block(t, p + i, &high0);
    __m256i m1 = block(t, p + i + 32, &high1);
    __m256i m = _mm256_or_si256(m0, m1);
    if (!_mm256_testz_si256(m, m)) break;
    if (lines) {
      __m256i v0 = _mm256_loadu_si256((const __m256i *)(p + i));
      __m256i v1 = _mm256_loadu_si256((const __m256i *)(p + i + 32));
      uint64_t bits = (uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(v0, newline)) |
                      (uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(v1, newline)) << 32;
      newlines += __builtin_popcountll(bits);
    }
    if ((high0 | high1) && valid_to >= 0 && valid_to < (long)(i + 64)) {
      valid_to = validated_to(p, valid_to, (long)i, (long)(i + 64), (long)n);
    }
    i += 64;
  }
  // (The block with a candidate, or the last one, on its own.)
  while (i + 34 <= n) {
    uint32_t high;
    __m256i m = block(t, p + i, &high);
    if (!_mm256_testz_si256(m, m)) break;
    if (lines) {
      __m256i v = _mm256_loadu_si256((const __m256i *)(p + i));
      newlines += __builtin_popcount((uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(v, newline)));
    }
    // Only blocks with a byte from 0x80 (a block a sequence straddles into has one:
    // continuation bytes are). The helper's own test is repeated here, in the loop:
    // left to the helper, the loop took 2 million more instructions on the benchmark.
    if (high && valid_to >= 0 && valid_to < (long)(i + 32)) {
      valid_to = validated_to(p, valid_to, (long)i, (long)(i + 32), (long)n);
    }
    i += 32;
  }
  *validated = valid_to;
  if (lines) *lines += newlines;
  return i;
}

__attribute__((target("avx2"), noinline)) static size_t quiet_blocks(const puente_teddy *t, const uint8_t *p, size_t n,
                                                                    size_t i, long *validated) {
  return quiet_blocks_impl(t, p, n, i, validated, 0);
}

__attribute__((target("avx2"), noinline)) static size_t quiet_blocks_lines(const puente_teddy *t, const uint8_t *p,
                                                                          size_t n, size_t i, long *validated,
                                                                          long *lines) {
  return quiet_blocks_impl(t, p, n, i, validated, lines);
}

/// The newlines of the `n` bytes at `p`, 64 a step.
__attribute__((target("avx2"))) static long count_newlines(const uint8_t *p, size_t n) {
  const __m256i newline = _mm256_set1_epi8('\n');
  long count = 0;
  size_t i = 0;
  for (; i + 64 <= n; i += 64) {
    __m256i a = _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(p + i)), newline);
    __m256i b = _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(p + i + 32)), newline);
    uint64_t bits = (uint64_t)(uint32_t)_mm256_movemask_epi8(a) | (uint64_t)(uint32_t)_mm256_movemask_epi8(b) << 32;
    count += __builtin_popcountll(bits);
  }
  for (; i < n; i++) count += p[i] == '\n';
  return count;
}

/// Whether a needle occurs, with the UTF-8 validated to the end all the same (the engine
/// needs to know, and a separate pass would read the file again); with `lines` not null,
/// the newlines of all the bytes counted too: in the quiet blocks up to the first block
/// with a find, after it in a plain count. `scan_avx2` and `scan_lines_avx2` are its two
/// versions.
__attribute__((target("avx2"), always_inline)) static inline int scan_impl(const puente_teddy *t, const uint8_t *p,
                                                                          size_t n, int *valid, long *lines) {
  // Bytes before `validated` are valid UTF-8 (-1: some are not).
  long validated = 0;
  long newlines = 0;
  size_t i = 0;
  int found = 0;
  for (;;) {
    i = lines ? quiet_blocks_lines(t, p, n, i, &validated, &newlines) : quiet_blocks(t, p, n, i, &validated);
    if (i + 34 > n) break;
    // A block with a candidate.
    uint32_t high;
    __m256i m = block(t, p + i, &high);
    uint32_t hits = ~(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(m, _mm256_setzero_si256()));
    uint8_t buckets[32];
    _mm256_storeu_si256((__m256i *)buckets, m);
    while (hits && !found) {
      int j = __builtin_ctz(hits);
      hits &= hits - 1;
      found = verify(t, p, n, i + (size_t)j, buckets[j]);
    }
    if (found) break;
    if (high) validated = validated_to(p, validated, (long)i, (long)(i + 32), (long)n);
    if (lines) newlines += count_newlines(p + i, 32);
    i += 32;
  }
  if (!found) found = scan_scalar(t, p, n, i);
  if (lines) *lines = newlines + count_newlines(p + i, n - i);
  *valid = validated_to(p, validated, (long)i, (long)n, (long)n) >= 0;
  return found;
}

__attribute__((target("avx2"))) static int scan_avx2(const puente_teddy *t, const uint8_t *p, size_t n, int *valid) {
  return scan_impl(t, p, n, valid, 0);
}

__attribute__((target("avx2"))) static int scan_lines_avx2(const puente_teddy *t, const uint8_t *p, size_t n,
                                                           int *valid, long *lines) {
  return scan_impl(t, p, n, valid, lines);
}

/// `scan_avx2` that goes on after a find, until every needle is found or the bytes end.
__attribute__((target("avx2"))) static uint64_t scan_all_avx2(const puente_teddy *t, const uint8_t *p, size_t n,
                                                              int *valid) {
  long validated = 0;
  size_t i = 0;
  uint64_t found = 0;
  const uint64_t all = all_needles(t);
  for (;;) {
    i = quiet_blocks(t, p, n, i, &validated);
    if (i + 34 > n) break;
    uint32_t high;
    __m256i m = block(t, p + i, &high);
    uint32_t hits = ~(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(m, _mm256_setzero_si256()));
    uint8_t buckets[32];
    _mm256_storeu_si256((__m256i *)buckets, m);
    while (hits) {
      int j = __builtin_ctz(hits);
      hits &= hits - 1;
      found |= verify_all(t, p, n, i + (size_t)j, buckets[j]);
    }
    if (found == all) {
      *valid = validated_to(p, validated, (long)i, (long)n, (long)n) >= 0;
      return found;
    }
    if (high) validated = validated_to(p, validated, (long)i, (long)(i + 32), (long)n);
    i += 32;
  }
  found = scan_scalar_all(t, p, n, i, found);
  *valid = validated_to(p, validated, (long)i, (long)n, (long)n) >= 0;
  return found;
}

int puente_teddy_scan(const puente_teddy *t, const uint8_t *p, size_t n, int *valid) {
  return scan_avx2(t, p, n, valid);
}

int puente_teddy_scan_lines(const puente_teddy *t, const uint8_t *p, size_t n, int *valid, long *lines) {
  return scan_lines_avx2(t, p, n, valid, lines);
}

uint64_t puente_teddy_scan_all(const puente_teddy *t, const uint8_t *p, size_t n, int *valid) {
  return scan_all_avx2(t, p, n, valid);
}
#else
int puente_teddy_available(void) { return 0; }

int puente_teddy_scan(const puente_teddy *t, const uint8_t *p, size_t n, int *valid) {
  *valid = validate_utf8(p, 0, (long)n, (long)n) >= 0;
  return scan_scalar(t, p, n, 0);
}

uint64_t puente_teddy_scan_all(const puente_teddy *t, const uint8_t *p, size_t n, int *valid) {
  *valid = validate_utf8(p, 0, (long)n, (long)n) >= 0;
  return scan_scalar_all(t, p, n, 0, 0);
}

int puente_teddy_scan_lines(const puente_teddy *t, const uint8_t *p, size_t n, int *valid, long *lines) {
  long count = 0;
  for (size_t i = 0; i < n; i++) count += p[i] == '\n';
  *lines = count;
  *valid = validate_utf8(p, 0, (long)n, (long)n) >= 0;
  return scan_scalar(t, p, n, 0);
}
#endif

// MARK: - Line starts

/// Whether the break at `pos` starts a line at `pos + 1`: `\n`, or a `\r` not followed
/// by `\n` (in `\r\n` the `\n` does).
static inline int starts_line(const uint8_t *p, size_t n, size_t pos) {
  return p[pos] == '\n' || pos + 1 >= n || p[pos + 1] != '\n';
}

static size_t line_starts_scalar(const uint8_t *p, size_t n, size_t i, uint32_t *starts, size_t k) {
  for (; i < n; i++) {
    if ((p[i] == '\n' || p[i] == '\r') && starts_line(p, n, i)) {
      if (starts) starts[k] = (uint32_t)(i + 1);
      k++;
    }
  }
  return k;
}

#ifdef PUENTE_X86
__attribute__((target("avx2"))) static size_t line_starts_avx2(const uint8_t *p, size_t n, uint32_t *starts) {
  const __m256i lf = _mm256_set1_epi8('\n');
  const __m256i cr = _mm256_set1_epi8('\r');
  size_t i = 0, k = 0;
  for (; i + 32 <= n; i += 32) {
    __m256i v = _mm256_loadu_si256((const __m256i *)(p + i));
    uint32_t m = (uint32_t)_mm256_movemask_epi8(_mm256_or_si256(_mm256_cmpeq_epi8(v, lf), _mm256_cmpeq_epi8(v, cr)));
    while (m) {
      size_t pos = i + (size_t)__builtin_ctz(m);
      m &= m - 1;
      if (starts_line(p, n, pos)) {
        if (starts) starts[k] = (uint32_t)(pos + 1);
        k++;
      }
    }
  }
  return line_starts_scalar(p, n, i, starts, k);
}
#endif

size_t puente_line_starts(const uint8_t *p, size_t n, uint32_t *starts) {
#ifdef PUENTE_X86
  if (puente_teddy_available()) return line_starts_avx2(p, n, starts);
#endif
  return line_starts_scalar(p, n, 0, starts, 0);
}

// MARK: - Adler-32
//
// (In this file, not one of its own: valgrind 3.19 gave up on the debug information of
// a second C file in the static binary, and the benchmark's instruction counts are
// valgrind's.)
//
// Adler-32 (RFC 1950) with AVX2, as libdeflate computes it: per 32-byte step, the
// bytes' sum (`vpsadbw`) and their sum weighted 32 down to 1 (`vpmaddubsw`, `vpmaddwd`),
// with the modulo taken once per 5,536 bytes. About six instructions per 32 bytes,
// where the Swift lanes took forty: every loose object git hands the trend is checked.

#define ADLER_MOD 65521u
/// Whole 32-byte steps whose sums cannot overflow 32 bits (zlib's NMAX is 5,552).
#define ADLER_CHUNK 5536u

static uint32_t adler32_scalar(uint32_t a, uint32_t b, const uint8_t *p, size_t n) {
  while (n > 0) {
    size_t k = n < ADLER_CHUNK ? n : ADLER_CHUNK;
    n -= k;
    while (k--) {
      a += *p++;
      b += a;
    }
    a %= ADLER_MOD;
    b %= ADLER_MOD;
  }
  return b << 16 | a;
}

#ifdef PUENTE_X86
__attribute__((target("avx2"))) static uint32_t hsum(__m256i v) {
  __m128i s = _mm_add_epi32(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
  s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0x4E));
  s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0xB1));
  return (uint32_t)_mm_cvtsi128_si32(s);
}

__attribute__((target("avx2"))) uint32_t puente_adler32(const uint8_t *p, size_t n) {
  uint32_t a = 1, b = 0;
  const __m256i zero = _mm256_setzero_si256();
  const __m256i weights = _mm256_setr_epi8(32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15,
                                           14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1);
  const __m256i ones = _mm256_set1_epi16(1);
  while (n >= 32) {
    size_t chunk = n < ADLER_CHUNK ? (n & ~(size_t)31) : ADLER_CHUNK;
    // `sums`: the bytes; `before`: per step, the sums of the steps before it (each byte
    // counts once in b for every byte after it); `weighted`: within a step, 32 - j per
    // byte j.
    __m256i sums = zero, before = zero, weighted = zero;
    for (size_t k = 0; k < chunk; k += 32) {
      __m256i v = _mm256_loadu_si256((const __m256i *)(p + k));
      before = _mm256_add_epi32(before, sums);
      sums = _mm256_add_epi32(sums, _mm256_sad_epu8(v, zero));
      weighted = _mm256_add_epi32(weighted, _mm256_madd_epi16(_mm256_maddubs_epi16(v, weights), ones));
    }
    uint64_t grown = (uint64_t)b + (uint64_t)a * chunk + 32ull * hsum(before) + hsum(weighted);
    b = (uint32_t)(grown % ADLER_MOD);
    a = (uint32_t)((a + (uint64_t)hsum(sums)) % ADLER_MOD);
    p += chunk;
    n -= chunk;
  }
  return adler32_scalar(a, b, p, n);
}
#else
uint32_t puente_adler32(const uint8_t *p, size_t n) { return adler32_scalar(1, 0, p, n); }
#endif
