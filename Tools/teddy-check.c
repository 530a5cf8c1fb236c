// `make teddy-check`: the prefilter's C kernel (Sources/CPuenteSIMD) against plain
// references, built with AddressSanitizer and UndefinedBehaviorSanitizer so that a read
// past the end of a buffer (each is allocated at its exact size) stops the run.
//
//   random      rounds of random needle sets (1-16 needles of 3-14 bytes, bucketed as
//               TeddySearch.swift does) and buffers of up to 3,000 bytes of ASCII, valid
//               and invalid UTF-8, a needle often planted (at the end a third of the
//               time), against a substring search (whether any needle occurs, and which
//               ones: puente_teddy_scan_all), a UTF-8 check written from the
//               Unicode standard's table of well-formed byte sequences, and a count of
//               newline bytes (puente_teddy_scan_lines);
//   boundaries  every lead byte 0x80-0xFF x every second byte x ten classes of third and
//               fourth bytes, at offsets 30-34 (across the 32-byte step and where the tail
//               starts), then
//               a needle found after it, a needle before it, or the sequence cut short;
//   adler       2,000 buffers of 0-20,000 random or all-0xFF bytes: puente_adler32
//               against the byte-at-a-time definition;
//   lines       20,000 buffers of 0-300 `\n`, `\r` and letters: puente_line_starts
//               against a byte loop.
//
// Where the CPU has no AVX2 the kernel is not used by puente, and this check says so
// and passes.
#include "puente_simd.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t state = 0x1234567;

static uint64_t next(void) {
  state += 0x9E3779B97F4A7C15ull;
  uint64_t z = state;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

/// The newline bytes of the `n` bytes at `p`, one at a time.
static long newline_count(const uint8_t *p, size_t n) {
  long count = 0;
  for (size_t i = 0; i < n; i++) count += p[i] == '\n';
  return count;
}

/// Well-formed UTF-8 by the Unicode standard's table 3-7.
static int reference_valid(const uint8_t *p, size_t n) {
  size_t i = 0;
  while (i < n) {
    uint8_t a = p[i];
    if (a < 0x80) {
      i++;
      continue;
    }
    if (a >= 0xC2 && a <= 0xDF) {
      if (i + 1 >= n || (p[i + 1] & 0xC0) != 0x80) return 0;
      i += 2;
      continue;
    }
    if (a >= 0xE0 && a <= 0xEF) {
      uint8_t lo = a == 0xE0 ? 0xA0 : 0x80, hi = a == 0xED ? 0x9F : 0xBF;
      if (i + 2 >= n || p[i + 1] < lo || p[i + 1] > hi || (p[i + 2] & 0xC0) != 0x80) return 0;
      i += 3;
      continue;
    }
    if (a >= 0xF0 && a <= 0xF4) {
      uint8_t lo = a == 0xF0 ? 0x90 : 0x80, hi = a == 0xF4 ? 0x8F : 0xBF;
      if (i + 3 >= n || p[i + 1] < lo || p[i + 1] > hi || (p[i + 2] & 0xC0) != 0x80 || (p[i + 3] & 0xC0) != 0x80)
        return 0;
      i += 4;
      continue;
    }
    return 0;
  }
  return 1;
}

/// A search for `count` needles, bucketed as TeddySearch.swift does (needle k in bucket
/// k mod 8, fingerprints of three bytes). The arrays are the caller's.
static void build(puente_teddy *t, uint8_t needles[][16], const int32_t *lengths, int count, uint8_t *bytes,
                  int32_t *starts, int32_t *first, int32_t *members) {
  memset(t, 0, sizeof *t);
  int total = 0;
  for (int k = 0; k < count; k++) {
    starts[k] = total;
    memcpy(bytes + total, needles[k], (size_t)lengths[k]);
    total += lengths[k];
  }
  int slot = 0;
  for (int b = 0; b < 8; b++) {
    first[b] = slot;
    for (int k = b; k < count; k += 8) {
      members[slot++] = k;
      for (int q = 0; q < 3; q++) {
        uint8_t c = needles[k][q];
        t->lo[q][c & 15] |= (uint8_t)(1 << b);
        t->hi[q][c >> 4] |= (uint8_t)(1 << b);
      }
    }
  }
  first[8] = slot;
  t->bytes = bytes;
  t->starts = starts;
  t->lengths = lengths;
  t->first = first;
  t->members = members;
}

static const uint8_t alphabet[] = {'a', 'b', 'c', 'A', 'x', ' ', 0xC3, 0xA9, 0x80, 0xE2, 0x82, 0xAC, 0xF0,
                                   0x9F, 0x98, 0x80, 0xED, 0xA0, 0xE0, 0xF4, 0x90, 0xC0, 0xFF, 0x41, 0x61, 0x71};

/// `n` bytes (at least one) allocated exactly, so that the sanitizer sees any read past
/// them.
static uint8_t *exact(size_t n) { return malloc(n ? n : 1); }

static long random_rounds(long rounds) {
  long bad = 0;
  for (long r = 0; r < rounds; r++) {
    int count = 1 + (int)(next() % 16);
    uint8_t needles[16][16];
    int32_t lengths[16], starts[16], first[9], members[16];
    uint8_t bytes[16 * 16];
    int small = (int)(next() % 2);  // needles of three letters: many candidates
    for (int k = 0; k < count; k++) {
      lengths[k] = 3 + (int32_t)(next() % 12);
      for (int j = 0; j < lengths[k]; j++)
        needles[k][j] = small ? (uint8_t)"abc"[next() % 3] : alphabet[next() % sizeof alphabet];
    }
    puente_teddy t;
    build(&t, needles, lengths, count, bytes, starts, first, members);
    size_t n = next() % (r % 5 == 0 ? 3000 : 200);
    uint8_t *p = exact(n);
    int mode = (int)(next() % 3);
    for (size_t i = 0; i < n; i++) {
      p[i] = mode == 0   ? (uint8_t)"abcx\n"[next() % 5]
             : mode == 1 ? alphabet[next() % sizeof alphabet]
                         : (next() % 20 ? (uint8_t)"abcxA"[next() % 5] : alphabet[next() % sizeof alphabet]);
    }
    if (n && next() % 2) {
      int k = (int)(next() % (uint64_t)count);
      if ((size_t)lengths[k] <= n) {
        size_t at = next() % 3 == 0 ? n - (size_t)lengths[k] : next() % (n - (size_t)lengths[k] + 1);
        memcpy(p + at, needles[k], (size_t)lengths[k]);
      }
    }
    int valid = -1;
    int found = puente_teddy_scan(&t, p, n, &valid);
    int valid_all = -1;
    uint64_t mask = puente_teddy_scan_all(&t, p, n, &valid_all);
    uint64_t expected_mask = 0;
    for (size_t i = 0; i < n; i++)
      for (int k = 0; k < count; k++)
        if (i + (size_t)lengths[k] <= n && memcmp(p + i, needles[k], (size_t)lengths[k]) == 0)
          expected_mask |= 1ull << k;
    int valid_lines = -1;
    long lines = -1;
    int found_lines = puente_teddy_scan_lines(&t, p, n, &valid_lines, &lines);
    long expected_lines = newline_count(p, n);
    int expected = expected_mask != 0;
    int expected_valid = reference_valid(p, n);
    if (found != expected || (valid != 0) != expected_valid || mask != expected_mask ||
        (valid_all != 0) != expected_valid || found_lines != expected || (valid_lines != 0) != expected_valid ||
        lines != expected_lines) {
      if (bad++ < 5)
        printf("random round %ld (%zu bytes): found %d, expected %d; valid %d; mask %llx, expected %llx; valid %d; "
               "lines %ld, expected %ld\n",
               r, n, found, expected, valid, (unsigned long long)mask, (unsigned long long)expected_mask, valid_all,
               lines, expected_lines);
    }
    free(p);
  }
  return bad;
}

static long boundaries(long *cases) {
  uint8_t needles[2][16] = {"Hosting", "Flags"};
  int32_t lengths[2] = {7, 5}, starts[2], first[9], members[2];
  uint8_t bytes[12];
  puente_teddy t;
  build(&t, needles, lengths, 2, bytes, starts, first, members);
  const uint8_t classes[] = {0x00, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF};
  // Each case is written at the end of one allocation, so that a read past it is a read
  // past the allocation.
  uint8_t *space = malloc(128);
  long bad = 0;
  for (int b0 = 0x80; b0 < 256; b0++)
    for (int b1 = 0; b1 < 256; b1++)
      for (int c2 = 0; c2 < 10; c2++)
        for (int c3 = 0; c3 < 10; c3++)
          for (int pad = 30; pad <= 34; pad++)
            for (int tail = 0; tail < 3; tail++) {
              uint8_t buffer[128];
              size_t n = 0;
              for (int i = 0; i < pad; i++) buffer[n++] = 'x';
              if (tail == 2) {
                memcpy(buffer + n, "Hosting", 7);
                n += 7;
              }
              buffer[n++] = (uint8_t)b0;
              buffer[n++] = (uint8_t)b1;
              buffer[n++] = classes[c2];
              buffer[n++] = classes[c3];
              if (tail == 1) {
                memcpy(buffer + n, "Flags", 5);
                n += 5;
              }
              if (tail == 0) n -= (size_t)(pad % 4);  // cut short, by 0 to 3 bytes
              uint8_t *p = space + 128 - n;
              memcpy(p, buffer, n);
              int valid = -1;
              int found = puente_teddy_scan(&t, p, n, &valid);
              int valid_all = -1;
              uint64_t mask = puente_teddy_scan_all(&t, p, n, &valid_all);
              int valid_lines = -1;
              long lines = -1;
              int found_lines = puente_teddy_scan_lines(&t, p, n, &valid_lines, &lines);
              long expected_lines = newline_count(p, n);
              (*cases)++;
              if ((valid != 0) != reference_valid(p, n) || found != (tail != 0) || (valid_all != 0) != (valid != 0) ||
                  mask != (tail == 0 ? 0u : tail == 1 ? 2u : 1u) || found_lines != found ||
                  (valid_lines != 0) != (valid != 0) || lines != expected_lines) {
                if (bad++ < 5) printf("boundary %02x %02x pad %d tail %d: found %d, valid %d\n", b0, b1, pad, tail, found, valid);
              }
            }
  free(space);
  return bad;
}

/// Adler-32 of exactly allocated buffers (the sanitizer sees any read past one) of
/// random lengths, random or all-0xFF bytes, against the byte-at-a-time definition.
static long adler_rounds(long rounds) {
  long bad = 0;
  for (long r = 0; r < rounds; r++) {
    size_t n = (size_t)(next() % 20000);
    uint8_t *p = exact(n);
    int ones = next() % 4 == 0;
    for (size_t i = 0; i < n; i++) p[i] = ones ? 0xFF : (uint8_t)next();
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < n; i++) {
      a = (a + p[i]) % 65521;
      b = (b + a) % 65521;
    }
    uint32_t got = puente_adler32(p, n);
    if (got != (b << 16 | a) && bad++ < 5) printf("adler32 of %zu bytes: %08x, expected %08x\n", n, got, b << 16 | a);
    free(p);
  }
  return bad;
}

/// Line starts of exactly allocated buffers of `\n`, `\r` and letters, against a byte
/// loop (`\r\n` one break, a lone `\r` one).
static long line_rounds(long rounds) {
  long bad = 0;
  for (long r = 0; r < rounds; r++) {
    size_t n = (size_t)(next() % 300);
    uint8_t *p = exact(n);
    for (size_t i = 0; i < n; i++) p[i] = (uint8_t)"\n\r\raaaaaaaaaaaa\n"[next() % 16];
    uint32_t *expected = malloc((n + 1) * sizeof(uint32_t)), *got = malloc((n + 1) * sizeof(uint32_t));
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
      if (p[i] == '\n') expected[k++] = (uint32_t)(i + 1);
      else if (p[i] == '\r') {
        if (i + 1 < n && p[i + 1] == '\n') i++;
        expected[k++] = (uint32_t)(i + 1);
      }
    }
    size_t count = puente_line_starts(p, n, NULL);
    size_t written = puente_line_starts(p, n, got);
    if ((count != k || written != k || memcmp(got, expected, k * sizeof(uint32_t)) != 0) && bad++ < 5)
      printf("line starts of %zu bytes: %zu (%zu written), expected %zu\n", n, count, written, k);
    free(p);
    free(expected);
    free(got);
  }
  return bad;
}

int main(int argc, char **argv) {
  if (!puente_teddy_available()) {
    printf("teddy-check: this CPU has no AVX2; puente uses its Swift searches here (nothing to check)\n");
    return 0;
  }
  long rounds = argc > 1 ? atol(argv[1]) : 200000;
  long bad = random_rounds(rounds);
  printf("teddy-check: %ld random rounds, %ld mismatches\n", rounds, bad);
  long cases = 0;
  long wrong = boundaries(&cases);
  printf("teddy-check: %ld UTF-8 boundary cases, %ld mismatches\n", cases, wrong);
  long adler = adler_rounds(2000);
  printf("teddy-check: 2000 Adler-32 rounds, %ld mismatches\n", adler);
  long lines = line_rounds(20000);
  printf("teddy-check: 20000 line-start rounds, %ld mismatches\n", lines);
  return bad || wrong || adler || lines ? 1 : 0;
}
