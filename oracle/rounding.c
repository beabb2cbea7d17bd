/* rounding.c - correct rounding (round to nearest, ties to even) of an MPFR
 * value to BF16 and FP32, never through an intermediate double.
 *
 * Method: read the MPFR significand directly (the documented layout: limbs
 * least significant first, the most significant limb normalised so its top
 * bit is set; bits below the precision are zero), keep the format's number
 * of significant bits (fewer in the subnormal range, where the quantum is
 * fixed), and round the kept integer with the round bit and a sticky bit
 * collected from every discarded bit. The result N * 2^k is then assembled
 * bit by bit (normal or subnormal encoding); a rounded value reaching 2^128
 * overflows to Inf, as IEEE 754 RNE requires.
 *
 * Formats (MPFR exponent convention: v = 0.1b..b * 2^e, so 2^-126 has e = -125):
 *   FP32: 24 significant bits; normal for e >= -125; subnormal quantum 2^-149.
 *   BF16:  8 significant bits; normal for e >= -125; subnormal quantum 2^-133.
 * A BF16 value is an FP32 value with 16 zero low bits, so BF16 rounding builds
 * the FP32 value of the BF16 result exactly and keeps its top 16 bits.
 *
 * Zeros: the sign of an MPFR zero is kept (the oracle normalises exact zeros
 * to +0 before calling these). NaN -> quiet NaN (0x7fc0 / 0x7fc00000).
 */
#include "sg_oracle.h"

#include <gmp.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#if GMP_NUMB_BITS != 64
#error "rounding.c assumes 64-bit GMP limbs without nails"
#endif

/* The discarded part of |v| below its top limb: nonzero limbs make a sticky bit. */
typedef struct {
    mpfr_exp_t e;  /* |v| = 0.1xxx * 2^e */
    uint64_t top;  /* the top 64 significand bits, bit 63 set */
    int sticky_low;
} mag_bits;

static inline void mag_read(const mpfr_t v, mag_bits *m) {
    const mp_limb_t *limb = (const mp_limb_t *)mpfr_custom_get_significand(v);
    size_t n = (size_t)((mpfr_get_prec(v) + GMP_NUMB_BITS - 1) / GMP_NUMB_BITS);
    m->e = mpfr_get_exp(v);
    m->top = (uint64_t)limb[n - 1];
    m->sticky_low = 0;
    for (size_t i = 0; i + 1 < n; i++)
        if (limb[i] != 0) {
            m->sticky_low = 1;
            break;
        }
}

/* Round the magnitude to `p` significant bits with the subnormal quantum
 * 2^qexp; returns the binary32 bit pattern of the result (Inf on overflow).
 * For BF16 (p = 8, qexp = -133) the result is a BF16 value, so its low 16
 * bits are zero. */
static inline uint32_t round_mag(const mag_bits *m, int p, long qexp) {
    const long e = (long)m->e;
    if (e > 129) return 0x7f800000u; /* |v| >= 2^129: overflow */
    /* Kept bits: p in the normal range; in the subnormal range the last kept
     * bit has weight 2^qexp and the leading bit 2^(e-1). */
    long keep = p;
    if (e - p < qexp) keep = e - qexp;
    if (keep < 0) return 0u; /* |v| < 2^(qexp-1): below half the quantum */
    uint64_t N, round, sticky;
    if (keep == 0) {
        N = 0;
        round = m->top >> 63;
        sticky = (m->top << 1) != 0;
    } else { /* 1 <= keep <= 24 */
        N = m->top >> (64 - keep);
        round = (m->top >> (63 - keep)) & 1u;
        sticky = (m->top & ((UINT64_C(1) << (63 - keep)) - 1u)) != 0;
    }
    if (m->sticky_low) sticky = 1;
    if (round && (sticky || (N & 1u))) N++;
    if (N == 0) return 0u;
    /* value = N * 2^k, N < 2^25 */
    const long k = e - keep;
    int nb = 64 - __builtin_clzll(N);
    long E = k + nb - 1 + 127; /* biased exponent */
    if (E >= 255) return 0x7f800000u; /* rounded up to 2^128 or beyond */
    if (E >= 1) {
        uint64_t mant = nb <= 24 ? N << (24 - nb) : N >> (nb - 24); /* nb = 25 only for N = 2^24 */
        return ((uint32_t)E << 23) | ((uint32_t)mant & 0x7fffffu);
    }
    return (uint32_t)(N << (k + 149)); /* subnormal: N * 2^k / 2^-149, k >= -149 */
}

static inline float bits_f32(uint32_t b) {
    float f;
    memcpy(&f, &b, sizeof f);
    return f;
}

float sg_mpfr_to_f32(const mpfr_t v) {
    if (mpfr_nan_p(v)) return NAN;
    uint32_t sign = mpfr_signbit(v) ? 0x80000000u : 0u;
    if (mpfr_inf_p(v)) return bits_f32(sign | 0x7f800000u);
    if (mpfr_zero_p(v)) return bits_f32(sign);
    mag_bits m;
    mag_read(v, &m);
    return bits_f32(sign | round_mag(&m, 24, -149));
}

uint16_t sg_mpfr_to_bf16(const mpfr_t v) {
    if (mpfr_nan_p(v)) return (uint16_t)0x7fc0u;
    uint16_t sign = (uint16_t)(mpfr_signbit(v) ? 0x8000u : 0u);
    if (mpfr_inf_p(v)) return (uint16_t)(sign | 0x7f80u);
    if (mpfr_zero_p(v)) return sign;
    mag_bits m;
    mag_read(v, &m);
    return (uint16_t)(sign | (uint16_t)(round_mag(&m, 8, -133) >> 16));
}

void sg_mpfr_to_bf16_f32(const mpfr_t v, uint16_t *bf, float *f) {
    if (!mpfr_number_p(v) || mpfr_zero_p(v)) {
        *bf = sg_mpfr_to_bf16(v);
        *f = sg_mpfr_to_f32(v);
        return;
    }
    const int neg = mpfr_signbit(v) != 0;
    mag_bits m;
    mag_read(v, &m);
    *bf = (uint16_t)((neg ? 0x8000u : 0u) | (round_mag(&m, 8, -133) >> 16));
    *f = bits_f32((neg ? 0x80000000u : 0u) | round_mag(&m, 24, -149));
}
