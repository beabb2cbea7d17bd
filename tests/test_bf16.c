/* test_bf16.c - BF16 <-> FP32 / FP64 conversion against references written
 * here, independent of common/bf16.c's integer "add 0x7fff + lsb" trick:
 *
 *  - ref_bf16_value(): decodes a BF16 pattern from its fields with ldexp;
 *  - ref_round(): rounds any double to BF16 in the value domain (scale by the
 *    binade's quantum, floor, compare the remainder with 1/2, ties to an even
 *    integer), with the overflow threshold (2^128 - 2^119) handled explicitly;
 *  - the exhaustive FP32 sweep decides every value by comparing it, in double,
 *    with the exact midpoint of its two neighbouring BF16 values.
 *
 * Every comparison is written so that a NaN fails it.
 */
#include "sg_test.h"

#include <float.h>
#include <stdlib.h>
#include <string.h>

/* ---- helpers -------------------------------------------------------------- */

static uint32_t f32_bits(float f) {
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

static float f32_from_bits(uint32_t u) {
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

/* splitmix64: a small deterministic generator for sampled tests. */
static uint64_t rng_state = UINT64_C(0x5ca9a7e5eed);
static uint64_t rng_next(void) { return sg_test_splitmix64(&rng_state); }

/* BF16 = 1 sign, 8 exponent (bias 127), 7 fraction bits. */
static double ref_bf16_value(uint16_t h) {
    int sign = h >> 15, ex = (h >> 7) & 0xff, man = h & 0x7f;
    double v;
    if (ex == 0xff) v = man ? (double)NAN : (double)INFINITY;
    else if (ex == 0) v = ldexp((double)man, -126 - 7);   /* subnormal: man * 2^-133 */
    else v = ldexp((double)(man + 128), ex - 127 - 7);   /* (1.man) * 2^(ex-127) */
    return sign ? -v : v;
}

static int is_bf16_nan(uint16_t h) { return (h & 0x7f80u) == 0x7f80u && (h & 0x7fu) != 0; }

/* Largest finite BF16 = (2 - 2^-7) * 2^127 = 255 * 2^120; the next value the
 * format would have is 2^128 = 256 * 2^120, so the overflow midpoint is
 * 255.5 * 2^120 = 511 * 2^119. At or above it RNE gives Inf (the tie goes to
 * 2^128 because 0x7f7f has an odd significand). */
#define REF_MAXF ldexp(255.0, 120)
#define REF_OVF_MID ldexp(511.0, 119)

/* Correctly rounded (RNE) BF16 of a double, by value. */
static uint16_t ref_round(double x) {
    uint16_t s = signbit(x) ? 0x8000u : 0u;
    if (isnan(x)) return (uint16_t)(0x7fc0u | s);
    double ax = fabs(x);
    if (ax >= REF_OVF_MID) return (uint16_t)(0x7f80u | s);
    double q; /* the quantum (ulp) of BF16 numbers in ax's binade */
    if (ax < ldexp(1.0, -126)) {
        q = ldexp(1.0, -133);
    } else {
        int e;
        (void)frexp(ax, &e); /* ax in [2^(e-1), 2^e) */
        q = ldexp(1.0, e - 1 - 7);
    }
    double n = ax / q; /* exact: division by a power of two */
    double fl = floor(n), fr = n - fl;
    if (fr > 0.5 || (fr == 0.5 && fmod(fl, 2.0) == 1.0)) fl += 1.0;
    double v = fl * q; /* a BF16 value (possibly the first of the next binade) */
    CU_ASSERT_FATAL(v <= REF_MAXF);
    float f = (float)v;
    CU_ASSERT_FATAL((double)f == v); /* representable, so exact in FP32 too */
    uint32_t u = f32_bits(f);
    CU_ASSERT_FATAL((u & 0xffffu) == 0);
    return (uint16_t)((u >> 16) | s);
}

static double bf16tab[65536];
static void fill_tab(void) {
    for (uint32_t h = 0; h < 65536; h++) bf16tab[h] = ref_bf16_value((uint16_t)h);
}

/* The neighbour of a non-negative-magnitude pattern one step away from zero,
 * as a value; for the largest finite pattern, 2^128 (the format's "next"). */
static double next_mag(uint16_t h) {
    if ((h & 0x7fffu) == 0x7f7fu) return (h & 0x8000u) ? -ldexp(1.0, 128) : ldexp(1.0, 128);
    return bf16tab[(uint16_t)(h + 1)];
}

/* ---- tests ------------------------------------------------------------------ */

static void test_decode_all(void) {
    long bad = 0;
    for (uint32_t i = 0; i < 65536; i++) {
        uint16_t h = (uint16_t)i;
        float f = sg_bf16_to_f32(h);
        double want = bf16tab[h];
        int ok;
        if (is_bf16_nan(h)) ok = isnan(f) && (!signbit(f)) == !(h & 0x8000u);
        else ok = (double)f == want && (!signbit(f)) == !(h & 0x8000u);
        ok = ok && (sg_bf16_isfinite(h) == (isfinite(want) ? 1 : 0));
        if (!ok && bad++ < 5) fprintf(stderr, "\n  decode 0x%04x: got %a, want %a\n", h, (double)f, want);
    }
    CU_ASSERT_EQUAL(bad, 0);
}

/* All 65536 patterns: bf16 -> f32 -> bf16 is the identity (quiet NaNs keep
 * their payload; signalling ones become a NaN of the same sign). */
static void test_roundtrip_all(void) {
    long bad = 0;
    for (uint32_t i = 0; i < 65536; i++) {
        uint16_t h = (uint16_t)i;
        uint16_t g = sg_f32_to_bf16(sg_bf16_to_f32(h));
        int ok;
        if (is_bf16_nan(h)) {
            ok = is_bf16_nan(g) && (g & 0x8000u) == (h & 0x8000u);
            if (h & 0x40u) ok = ok && g == h; /* quiet NaN: unchanged */
        } else {
            ok = g == h;
        }
        if (!ok && bad++ < 5) fprintf(stderr, "\n  roundtrip 0x%04x -> 0x%04x\n", h, g);
    }
    CU_ASSERT_EQUAL(bad, 0);
}

/* The fast midpoint reference agrees with the value-domain ref_round on a
 * sample (so the exhaustive sweep below rests on two independent methods). */
static void test_references_agree(void) {
    long bad = 0;
    for (int k = 0; k < 200000; k++) {
        uint32_t u = (uint32_t)rng_next();
        if ((u & 0x7f800000u) == 0x7f800000u && (u & 0x7fffffu)) continue;
        float f = f32_from_bits(u);
        uint16_t t = (uint16_t)(u >> 16), want;
        double a = fabs((double)f), lo = fabs(bf16tab[t]), hi = fabs(next_mag(t)), mid = 0.5 * (lo + hi);
        if (a == lo) want = t;
        else if (a < mid) want = t;
        else if (a > mid) want = (uint16_t)(t + 1);
        else want = (t & 1u) ? (uint16_t)(t + 1) : t;
        if (want != ref_round((double)f) && bad++ < 5) fprintf(stderr, "\n  refs disagree on 0x%08x\n", u);
    }
    CU_ASSERT_EQUAL(bad, 0);
}

/* Every non-NaN FP32 value: the result is the neighbour the value is nearer
 * to, ties to the even pattern; at the top, past the midpoint to 2^128, Inf. */
static void test_f32_exhaustive(void) {
    long bad = 0;
    for (uint64_t i = 0; i <= UINT32_MAX; i++) {
        uint32_t u = (uint32_t)i;
        if ((u & 0x7f800000u) == 0x7f800000u && (u & 0x7fffffu)) continue; /* NaN: separate test */
        float f = f32_from_bits(u);
        uint16_t t = (uint16_t)(u >> 16), want; /* t: truncation toward zero */
        if ((u & 0xffffu) == 0) {
            want = t;
        } else {
            double a = fabs((double)f), mid = 0.5 * (fabs(bf16tab[t]) + fabs(next_mag(t)));
            if (a < mid) want = t;
            else if (a > mid) want = (uint16_t)(t + 1);
            else want = (t & 1u) ? (uint16_t)(t + 1) : t;
        }
        uint16_t got = sg_f32_to_bf16(f);
        if (got != want && bad++ < 5) fprintf(stderr, "\n  f32 0x%08x -> 0x%04x, want 0x%04x\n", u, got, want);
    }
    CU_ASSERT_EQUAL(bad, 0);
}

/* For every pair of neighbouring BF16 values (both signs, subnormals
 * included, and the largest finite vs 2^128): the exact FP32 midpoint goes
 * to the even pattern, one FP32 ulp above/below it to the nearer one. */
static void test_ties_and_neighbours(void) {
    long bad = 0, n = 0;
    for (uint32_t i = 0; i < 65536; i++) {
        uint16_t h = (uint16_t)i;
        if ((h & 0x7fffu) >= 0x7f80u) continue; /* Inf, NaN */
        double lo = bf16tab[h], hi = next_mag(h), mid = 0.5 * (lo + hi);
        float fm = (float)mid;
        if ((double)fm != mid) { bad++; continue; } /* the midpoint needs 9 bits: FP32 holds it */
        uint16_t up = (uint16_t)(h + 1); /* 0x7f80 / 0xff80 for the top pair: Inf */
        uint16_t even = (h & 1u) ? up : h;
        float above = nextafterf(fm, signbit(fm) ? -INFINITY : INFINITY);
        float below = nextafterf(fm, 0.0f);
        if (sg_f32_to_bf16(fm) != even) bad++;
        if (sg_f32_to_bf16(above) != up) bad++;
        if (sg_f32_to_bf16(below) != h) bad++;
        n++;
    }
    /* 2 signs x (0x7f80 finite patterns) pairs */
    CU_ASSERT_EQUAL(n, 2L * 0x7f80L);
    CU_ASSERT_EQUAL(bad, 0);
}

/* Every FP32 NaN (all 2^23 - 1 payloads, signalling and quiet, both signs)
 * gives a BF16 NaN of the same sign, never Inf (payloads only in the low 16
 * bits would truncate to the Inf pattern). */
static void test_nan(void) {
    long bad = 0;
    for (uint32_t s = 0; s < 2; s++)
        for (uint32_t m = 1; m < (1u << 23); m++) {
            uint32_t u = (s << 31) | 0x7f800000u | m;
            uint16_t g = sg_f32_to_bf16(f32_from_bits(u));
            if (!(is_bf16_nan(g) && (uint32_t)(g >> 15) == s) && bad++ < 5)
                fprintf(stderr, "\n  NaN 0x%08x -> 0x%04x\n", u, g);
        }
    CU_ASSERT_EQUAL(bad, 0);
    CU_ASSERT(is_bf16_nan(sg_f32_to_bf16(NAN)));
    CU_ASSERT(is_bf16_nan(sg_f32_to_bf16(-NAN)));
    CU_ASSERT(is_bf16_nan(sg_f32_to_bf16(f32_from_bits(0x7f800001u)))); /* sNaN, payload in low bits */
    CU_ASSERT(is_bf16_nan(sg_f32_to_bf16(f32_from_bits(0xff80ffffu))));
}

static void test_inf_zero(void) {
    CU_ASSERT_EQUAL(sg_f32_to_bf16(INFINITY), 0x7f80u);
    CU_ASSERT_EQUAL(sg_f32_to_bf16(-INFINITY), 0xff80u);
    CU_ASSERT_EQUAL(sg_f32_to_bf16(0.0f), 0x0000u);
    CU_ASSERT_EQUAL(sg_f32_to_bf16(-0.0f), 0x8000u);
    CU_ASSERT(signbit(sg_bf16_to_f32(0x8000u)) && sg_bf16_to_f32(0x8000u) == 0.0f);
    CU_ASSERT(isinf(sg_bf16_to_f32(0x7f80u)) && !signbit(sg_bf16_to_f32(0x7f80u)));
    CU_ASSERT(isinf(sg_bf16_to_f32(0xff80u)) && signbit(sg_bf16_to_f32(0xff80u)));
    /* tiny negatives round to -0, keeping the sign */
    CU_ASSERT_EQUAL(sg_f32_to_bf16(-FLT_TRUE_MIN), 0x8000u);
    CU_ASSERT_EQUAL(sg_f32_to_bf16(FLT_TRUE_MIN), 0x0000u);
}

/* Overflow: 0x7f7f = 255 * 2^120 is the largest finite BF16; the midpoint to
 * 2^128 is 511 * 2^119 (an FP32 number, pattern 0x7f7f8000). */
static void test_overflow(void) {
    float maxf = (float)REF_MAXF, mid = (float)REF_OVF_MID;
    CU_ASSERT((double)maxf == REF_MAXF && (double)mid == REF_OVF_MID);
    CU_ASSERT_EQUAL(sg_f32_to_bf16(maxf), 0x7f7fu);
    CU_ASSERT_EQUAL(sg_f32_to_bf16(-maxf), 0xff7fu);
    CU_ASSERT_EQUAL(sg_f32_to_bf16(nextafterf(mid, 0.0f)), 0x7f7fu);
    CU_ASSERT_EQUAL(sg_f32_to_bf16(-nextafterf(mid, 0.0f)), 0xff7fu);
    CU_ASSERT_EQUAL(sg_f32_to_bf16(mid), 0x7f80u);
    CU_ASSERT_EQUAL(sg_f32_to_bf16(-mid), 0xff80u);
    CU_ASSERT_EQUAL(sg_f32_to_bf16(nextafterf(mid, INFINITY)), 0x7f80u);
    CU_ASSERT_EQUAL(sg_f32_to_bf16(FLT_MAX), 0x7f80u);
    CU_ASSERT_EQUAL(sg_f32_to_bf16(-FLT_MAX), 0xff80u);
}

/* FP32 subnormals: BF16's smallest subnormal is 2^-133, so 2^-134 is the tie
 * between 0 and it (-> 0, even), 3*2^-134 the tie between 2^-133 and 2^-132
 * (-> 2^-132, pattern 2), and 2^-149 (smallest FP32 subnormal) rounds to 0. */
static void test_subnormals(void) {
    float t0 = ldexpf(1.0f, -134), t1 = ldexpf(3.0f, -134);
    CU_ASSERT_EQUAL(sg_f32_to_bf16(t0), 0x0000u);
    CU_ASSERT_EQUAL(sg_f32_to_bf16(-t0), 0x8000u);
    CU_ASSERT_EQUAL(sg_f32_to_bf16(nextafterf(t0, 1.0f)), 0x0001u);
    CU_ASSERT_EQUAL(sg_f32_to_bf16(-nextafterf(t0, 1.0f)), 0x8001u);
    CU_ASSERT_EQUAL(sg_f32_to_bf16(nextafterf(t0, 0.0f)), 0x0000u);
    CU_ASSERT_EQUAL(sg_f32_to_bf16(t1), 0x0002u);
    CU_ASSERT_EQUAL(sg_f32_to_bf16(nextafterf(t1, 0.0f)), 0x0001u);
    CU_ASSERT_EQUAL(sg_f32_to_bf16(ldexpf(1.0f, -133)), 0x0001u);
    CU_ASSERT_EQUAL(sg_f32_to_bf16(FLT_TRUE_MIN), 0x0000u);
    /* largest BF16 subnormal 0x007f = 127 * 2^-133 and the smallest normal
     * 0x0080 = 2^-126 = 128 * 2^-133: their midpoint 255 * 2^-134 -> 0x0080 (even) */
    CU_ASSERT_EQUAL(sg_f32_to_bf16(ldexpf(255.0f, -134)), 0x0080u);
    CU_ASSERT_EQUAL(sg_f32_to_bf16(nextafterf(ldexpf(255.0f, -134), 0.0f)), 0x007fu);
    /* the largest FP32 subnormal (2^-126 - 2^-149) rounds up to 2^-126 */
    CU_ASSERT_EQUAL(sg_f32_to_bf16(nextafterf(FLT_MIN, 0.0f)), 0x0080u);
}

/* ---- double -> BF16 ---------------------------------------------------------- */

/* Double rounding (double -> float -> bf16) goes wrong when d is within half
 * an FP32 ulp of a BF16 midpoint m but not equal to it: RN_f32(d) = m, and
 * the tie then goes to the even neighbour whatever side d was on. */
static void test_f64_explicit(void) {
    /* 1 (0x3f80, even) and 1 + 2^-7 (0x3f81): midpoint 1 + 2^-8 */
    double m = 1.0 + ldexp(1.0, -8);
    double above = nextafter(m, 2.0), below = nextafter(m, 0.0);
    CU_ASSERT((double)(float)above == m); /* the naive path sees an exact tie */
    CU_ASSERT_EQUAL(sg_f32_to_bf16((float)above), 0x3f80u); /* ... and gets it wrong */
    CU_ASSERT_EQUAL(sg_f64_to_bf16(above), 0x3f81u);
    CU_ASSERT_EQUAL(sg_f64_to_bf16(-above), 0xbf81u);
    CU_ASSERT_EQUAL(sg_f64_to_bf16(m), 0x3f80u);
    CU_ASSERT_EQUAL(sg_f64_to_bf16(below), 0x3f80u);
    /* 0x3f81 (odd) and 0x3f82: midpoint 1 + 3*2^-8; just below must stay 0x3f81 */
    m = 1.0 + ldexp(3.0, -8);
    below = nextafter(m, 0.0);
    CU_ASSERT_EQUAL(sg_f32_to_bf16((float)below), 0x3f82u); /* naive: wrong */
    CU_ASSERT_EQUAL(sg_f64_to_bf16(below), 0x3f81u);
    CU_ASSERT_EQUAL(sg_f64_to_bf16(m), 0x3f82u);
    CU_ASSERT_EQUAL(sg_f64_to_bf16(nextafter(m, 2.0)), 0x3f82u);
    /* a value 2^-30 above the midpoint (below half an FP32 ulp, 2^-24) */
    CU_ASSERT_EQUAL(sg_f64_to_bf16(1.0 + ldexp(1.0, -8) + ldexp(1.0, -30)), 0x3f81u);
    /* subnormal ties: 2^-134 between 0 and 0x0001 */
    double t0 = ldexp(1.0, -134);
    CU_ASSERT_EQUAL(sg_f64_to_bf16(t0), 0x0000u);
    CU_ASSERT_EQUAL(sg_f64_to_bf16(nextafter(t0, 1.0)), 0x0001u);
    CU_ASSERT_EQUAL(sg_f64_to_bf16(-nextafter(t0, 1.0)), 0x8001u);
    CU_ASSERT_EQUAL(sg_f64_to_bf16(nextafter(t0, 0.0)), 0x0000u);
    CU_ASSERT_EQUAL(sg_f64_to_bf16(ldexp(3.0, -134) - ldexp(1.0, -180)), 0x0001u);
    /* below FP32's range: rounds to a signed zero */
    CU_ASSERT_EQUAL(sg_f64_to_bf16(1e-300), 0x0000u);
    CU_ASSERT_EQUAL(sg_f64_to_bf16(-1e-300), 0x8000u);
    CU_ASSERT_EQUAL(sg_f64_to_bf16(DBL_TRUE_MIN), 0x0000u);
    CU_ASSERT_EQUAL(sg_f64_to_bf16(0.0), 0x0000u);
    CU_ASSERT_EQUAL(sg_f64_to_bf16(-0.0), 0x8000u);
    /* overflow threshold 511 * 2^119 */
    CU_ASSERT_EQUAL(sg_f64_to_bf16(REF_OVF_MID), 0x7f80u);
    CU_ASSERT_EQUAL(sg_f64_to_bf16(nextafter(REF_OVF_MID, 0.0)), 0x7f7fu);
    CU_ASSERT_EQUAL(sg_f64_to_bf16(-nextafter(REF_OVF_MID, 0.0)), 0xff7fu);
    CU_ASSERT_EQUAL(sg_f64_to_bf16((double)FLT_MAX), 0x7f80u);
    CU_ASSERT_EQUAL(sg_f64_to_bf16(ldexp(1.0, 128) - ldexp(1.0, 100)), 0x7f80u); /* > FLT_MAX, (float) -> Inf */
    CU_ASSERT_EQUAL(sg_f64_to_bf16(DBL_MAX), 0x7f80u);
    CU_ASSERT_EQUAL(sg_f64_to_bf16(-DBL_MAX), 0xff80u);
    CU_ASSERT_EQUAL(sg_f64_to_bf16((double)INFINITY), 0x7f80u);
    CU_ASSERT_EQUAL(sg_f64_to_bf16(-(double)INFINITY), 0xff80u);
    CU_ASSERT(is_bf16_nan(sg_f64_to_bf16((double)NAN)));
    CU_ASSERT(is_bf16_nan(sg_f64_to_bf16(-(double)NAN)));
    CU_ASSERT(sg_f64_to_bf16(-(double)NAN) & 0x8000u);
}

/* Random doubles within a few thousand double ulps of a BF16 midpoint (every
 * binade, both signs, subnormals and the overflow midpoint included), and
 * random double bit patterns: sg_f64_to_bf16 equals ref_round. The test also
 * checks that it constructed cases where double rounding is wrong. */
static void test_f64_random(void) {
    long bad = 0, naive_wrong = 0;
    for (int k = 0; k < 400000; k++) {
        uint16_t h = (uint16_t)rng_next();
        if ((h & 0x7fffu) >= 0x7f80u) continue;
        double m = 0.5 * (bf16tab[h] + next_mag(h));
        int e;
        (void)frexp(m, &e);
        int64_t off = (int64_t)(rng_next() % 4097) - 2048;
        double d = m + (double)off * ldexp(1.0, e - 53); /* off double ulps (of m's binade) */
        if (k % 4 == 0) d = m * (1.0 + ldexp((double)off, -40)); /* farther: up to 2^-29 relative */
        uint16_t want = ref_round(d), got = sg_f64_to_bf16(d);
        if (sg_f32_to_bf16((float)d) != want) naive_wrong++;
        if (got != want && bad++ < 5) fprintf(stderr, "\n  f64 %a -> 0x%04x, want 0x%04x\n", d, got, want);
    }
    for (int k = 0; k < 400000; k++) {
        uint64_t u = rng_next();
        /* bias half of them into FP32's exponent range */
        if (k & 1) u = (u & UINT64_C(0x800fffffffffffff)) | ((uint64_t)(1023 - 150 + (int)(rng_next() % 280)) << 52);
        double d;
        memcpy(&d, &u, sizeof d);
        if (isnan(d)) continue;
        uint16_t want = ref_round(d), got = sg_f64_to_bf16(d);
        if (got != want && bad++ < 10) fprintf(stderr, "\n  f64 %a -> 0x%04x, want 0x%04x\n", d, got, want);
    }
    CU_ASSERT_EQUAL(bad, 0);
    CU_ASSERT(naive_wrong > 1000); /* the cases do exercise double rounding */
}

/* Doubles that are FP32 values convert exactly like the FP32 path. */
static void test_f64_of_f32(void) {
    long bad = 0;
    for (int k = 0; k < 1000000; k++) {
        uint32_t u = (uint32_t)rng_next();
        if (k % 3 == 0) u = (u & 0xffff0000u) | 0x8000u; /* ties */
        if ((u & 0x7f800000u) == 0x7f800000u && (u & 0x7fffffu)) continue;
        float f = f32_from_bits(u);
        if (sg_f64_to_bf16((double)f) != sg_f32_to_bf16(f) && bad++ < 5)
            fprintf(stderr, "\n  f64(f32 0x%08x) differs\n", u);
    }
    CU_ASSERT_EQUAL(bad, 0);
}

void sg_register_tests(void) {
    fill_tab();
    static const sg_test_entry t[] = {
        {"decode: all 65536 patterns by fields", test_decode_all},
        {"round trip: all 65536 patterns", test_roundtrip_all},
        {"references agree (midpoint vs value-domain)", test_references_agree},
        {"f32 -> bf16: every non-NaN FP32 value", test_f32_exhaustive},
        {"f32 -> bf16: every midpoint and its FP32 neighbours", test_ties_and_neighbours},
        {"f32 -> bf16: every NaN payload", test_nan},
        {"f32 -> bf16: infinities and signed zeros", test_inf_zero},
        {"f32 -> bf16: overflow threshold", test_overflow},
        {"f32 -> bf16: subnormals", test_subnormals},
        {"f64 -> bf16: explicit double-rounding cases", test_f64_explicit},
        {"f64 -> bf16: random near midpoints and random patterns", test_f64_random},
        {"f64 -> bf16: FP32 values agree with the FP32 path", test_f64_of_f32},
        {NULL, NULL},
    };
    sg_add_suite("bf16", t);
}
