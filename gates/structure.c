/* structure.c - the structure hints (sg_gates.h): the kind of step an element
 * of a [B,L,D] quantity sits on (a reset, the 16 steps after one, a near-1 or
 * clipped decay through the model's step_q, a tile edge), the fractions of all
 * elements on each kind, and the hint printed beside a failure whose elements
 * over the model_ulp limit gather on one kind (docs/gates.md "Structure hints").
 * A hint describes where the failing elements are; it is not a verdict. */
#include "sg_gates.h"
#include "sg_fixtures.h"

#include <math.h>
#include <stdio.h>

#define HINT_SHARE 0.9 /* at least this share of the elements over the limit ... */
#define HINT_BASE 0.5  /* ... on a kind of step holding at most this share of all elements ... */
#define HINT_MIN 8     /* ... and at least this many of them */
#define BASE_SAMPLES 4096

const char *sg_step_kind_name(int k) {
    static const char *const names[SG_ST_COUNT] = {"reset", "near_reset", "near1", "clip", "edge16", "edge32",
                                                   "edge64", "edge128"};
    return k >= 0 && k < SG_ST_COUNT ? names[k] : "?";
}

static const int32_t *segpos_of(const sg_case *c) {
    const sg_tensor *s = sg_tset_get(&c->inputs, "segment_pos");
    return s && s->dtype == SG_I32 && s->ndim == 2 ? (const int32_t *)s->data : NULL;
}

unsigned sg_structure_kinds(const sg_model_desc *md, const sg_case *c, const void *step_ctx, int64_t b, int64_t t,
                            int64_t d) {
    const int32_t *seg = segpos_of(c);
    unsigned k = 0;
    const int32_t sp = seg ? seg[b * c->spec.L + t] : -1;
    if (seg && sp == 0) k |= 1u << SG_ST_RESET;
    if (seg && sp >= 0 && sp <= 16) k |= 1u << SG_ST_NEAR_RESET;
    for (int i = 0; i < SG_TILES && t > 0 && t < c->spec.L - 1; i++) { /* the sequence's own ends are no tile edge */
        const int64_t T = INT64_C(16) << i, r = t % T;
        if (r == 0 || r == T - 1) k |= 1u << (SG_ST_EDGE + i);
    }
    if (step_ctx && md->step_q && sp != 0) {
        const double q = md->step_q(step_ctx, b, t, d);
        if (q <= SG_STEP_NEAR1_Q) k |= 1u << SG_ST_NEAR1;
        if (q < SG_STEP_CLIP_Q) k |= 1u << SG_ST_CLIP;
    }
    return k;
}

void sg_structure_base(const sg_model_desc *md, const sg_case *c, const void *step_ctx, sg_structure *out) {
    const int64_t B = c->spec.B, L = c->spec.L, D = c->spec.D;
    const int32_t *seg = segpos_of(c);
    for (int k = 0; k < SG_ST_COUNT; k++) out->base[k] = NAN;
    if (B <= 0 || L <= 0 || D <= 0) return;
    if (seg) { /* exact: every channel of a step shares its segment position */
        int64_t r = 0, nr = 0;
        for (int64_t i = 0; i < B * L; i++) {
            r += seg[i] == 0;
            nr += seg[i] >= 0 && seg[i] <= 16;
        }
        out->base[SG_ST_RESET] = (double)r / (double)(B * L);
        out->base[SG_ST_NEAR_RESET] = (double)nr / (double)(B * L);
    }
    for (int i = 0; i < SG_TILES; i++) { /* exact, over t */
        const int64_t T = INT64_C(16) << i;
        int64_t e = 0;
        for (int64_t t = 1; t < L - 1; t++) e += t % T == 0 || t % T == T - 1;
        out->base[SG_ST_EDGE + i] = (double)e / (double)L;
    }
    if (step_ctx && md->step_q) { /* sampled: evenly spaced elements of the [B,L,D] grid */
        const int64_t n = B * L * D, ns = n < BASE_SAMPLES ? n : BASE_SAMPLES;
        int64_t n1 = 0, nc = 0;
        for (int64_t j = 0; j < ns; j++) { /* the golden-ratio sequence: no period of the channels aliases it */
            double f = (double)j * 0.6180339887498949;
            f -= floor(f);
            int64_t w = (int64_t)(f * (double)n);
            if (w >= n) w = n - 1;
            const int64_t b = w / (L * D), t = w / D % L, d = w % D;
            const unsigned k = sg_structure_kinds(md, c, step_ctx, b, t, d);
            n1 += (k >> SG_ST_NEAR1) & 1u;
            nc += (k >> SG_ST_CLIP) & 1u;
        }
        out->base[SG_ST_NEAR1] = (double)n1 / (double)ns;
        out->base[SG_ST_CLIP] = (double)nc / (double)ns;
    }
}

static const char *kind_words(int k) {
    switch (k) {
    case SG_ST_RESET: return "on reset steps";
    case SG_ST_NEAR_RESET: return "on a reset step or within 16 steps after one";
    case SG_ST_NEAR1: return "on near-1 decays (1 - a^2 <= 2e-3)";
    case SG_ST_CLIP: return "on clipped decays (1 - a^2 < 2.5e-7)";
    default: return NULL;
    }
}

static int gathers(const sg_structure *s, int k) {
    const double share = (double)s->k[k] / (double)s->n;
    return s->n >= HINT_MIN && share >= HINT_SHARE && s->base[k] <= HINT_BASE;
}

static int onsets_gather(const sg_structure *s, int k) {
    const double share = (double)s->onset[k] / (double)s->cols;
    return s->cols >= HINT_MIN && share >= HINT_SHARE && s->base[k] <= HINT_BASE;
}

static const char *onset_words(int k, char *buf, size_t n) {
    if (k >= SG_ST_EDGE) snprintf(buf, n, "on the first or last step of a %d-step tile", 16 << (k - SG_ST_EDGE));
    else snprintf(buf, n, "%s", k == SG_ST_RESET ? "on a reset step" : kind_words(k));
    return buf;
}

/* "all 523 elements over the limit" or "520 of the 523 elements over the limit (99.4%)" */
static void share_words(const sg_structure *s, int k, char *buf, size_t n) {
    if (s->k[k] == s->n) snprintf(buf, n, "all %lld elements over the limit", (long long)s->n);
    else
        snprintf(buf, n, "%lld of the %lld elements over the limit (%.3g%%)", (long long)s->k[k], (long long)s->n,
                 100.0 * (double)s->k[k] / (double)s->n);
}

int sg_structure_hint(const sg_structure *s, char *buf, size_t n) {
    buf[0] = 0;
    if (s->n <= 0) return 0;
    size_t w = 0;
    int found = 0;
    /* the narrowest kind first: a reset before the 16 steps after one, a clip before near-1 */
    static const int order[] = {SG_ST_RESET, SG_ST_NEAR_RESET, SG_ST_CLIP, SG_ST_NEAR1};
    int skip_near_reset = 0, skip_near1 = 0;
    for (size_t i = 0; i < sizeof order / sizeof order[0]; i++) {
        const int k = order[i];
        if ((k == SG_ST_NEAR_RESET && skip_near_reset) || (k == SG_ST_NEAR1 && skip_near1) || !gathers(s, k)) continue;
        skip_near_reset |= k == SG_ST_RESET;
        skip_near1 |= k == SG_ST_CLIP;
        char who[96];
        share_words(s, k, who, sizeof who);
        if (w < n)
            w += (size_t)snprintf(buf + w, n - w, "%s%s sit %s (%.3g%% of all elements)", found ? "; " : "", who,
                                  kind_words(k), 100.0 * s->base[k]);
        found = 1;
    }
    for (int i = SG_TILES - 1; i >= 0; i--) { /* the longest tile whose edges hold them */
        const int k = SG_ST_EDGE + i;
        if (!gathers(s, k)) continue;
        char who[96];
        share_words(s, k, who, sizeof who);
        if (w < n)
            w += (size_t)snprintf(buf + w, n - w, "%s%s sit on the first or last step of a %d-step tile (%.3g%% of all "
                                                  "elements)",
                                  found ? "; " : "", who, 16 << i, 100.0 * s->base[k]);
        found = 1;
        break;
    }
    /* where the failing columns start failing, when the elements themselves do not gather: a reset, then
     * the longest tile edge (a carry lost there), then the decays */
    if (!found) {
        static const int oorder[] = {SG_ST_RESET, SG_ST_EDGE + 3, SG_ST_EDGE + 2, SG_ST_EDGE + 1, SG_ST_EDGE,
                                     SG_ST_CLIP, SG_ST_NEAR1};
        for (size_t i = 0; i < sizeof oorder / sizeof oorder[0]; i++) {
            const int k = oorder[i];
            if (!onsets_gather(s, k)) continue;
            char words[96];
            if (w < n)
                w += (size_t)snprintf(buf + w, n - w, "%s%lld of the %lld failing (b, d) columns (%.3g%%) start failing %s "
                                                      "(%.3g%% of all elements)",
                                      found ? "; " : "", (long long)s->onset[k], (long long)s->cols,
                                      100.0 * (double)s->onset[k] / (double)s->cols, onset_words(k, words, sizeof words),
                                      100.0 * s->base[k]);
            found = 1;
            break;
        }
    }
    return found;
}
