/* rg_gate_memo.h - one thread's tables of the RG-LRU step's transcendentals for
 * the CPU emulations (reference/rglru_chunked.c, reference/rglru_assoc.c);
 * internal to reference/.
 *
 * A step's a-gate (sg_rg_gate of scan/sg_scan_ops.h: r, l, a, a - 1, 1 - a^2
 * and sqrt(1 - a^2)) and a2 = exp(2 l) are pure functions of the BF16 pattern
 * of v and the channel's s = softplus(p); i = sigma(u) is one of the pattern of
 * u. A sequence of L steps holds at most 65536 patterns of each (a few thousand
 * in practice: BF16 has 8 significant bits), so the emulations look them up
 * here, each computed on its first use by the very expressions the kernels
 * evaluate per step (sg_rg_gate_of, sg_rg_a2, sg_sigmoidf), and read
 * the same bits the kernels' per-step calls give, with a fraction of the
 * libm calls (tests/test_emulation.c, check (g), compares the tables' step
 * coefficients, decays and backward terms with sg_rg_step, sg_rg_decay and
 * sg_rg_bwd_terms for every finite pattern of v, byte for byte).
 *
 * The gate entries are valid for the current channel only: an entry counts
 * when its stamp equals the memo's generation, which sg_rg_memo_channel
 * advances (clearing the stamps when it wraps). */
#ifndef SG_RG_GATE_MEMO_H
#define SG_RG_GATE_MEMO_H

#include "sg_common.h"
#include "sg_scan_ops.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define SG_RG_MEMO_NPAT 65536

typedef struct {
    sg_rg_gate g; /* sg_rg_gate_of(v, s) (portable numerics: sg_pn_gate_of's) */
    float a2;     /* sg_rg_a2(l) = exp(2 l): what sg_rg_bwd_terms computes (portable: a a) */
    float rc;     /* portable numerics only: sigma(-v) */
    uint32_t stamp;
} sg_rg_gate_ent;

typedef struct {
    sg_rg_gate_ent *gate; /* [65536] by the pattern of v, for the channel whose s is below */
    float *sig;           /* [65536] sigma(u) by the pattern of u, valid where have[u] */
    uint8_t *have;
    uint32_t gen;
    float s;
    const float *pn; /* the portable numerics' sigma table (sg_pn_sig_fill), NULL: the libm step */
} sg_rg_memo;

/* Zeroed tables (stamps 0, generation 0: nothing valid); 0 when out of memory
 * (sg_rg_memo_free is then still safe). */
static inline int sg_rg_memo_init(sg_rg_memo *m, const float *pn) {
    m->pn = pn;
    m->gate = calloc(SG_RG_MEMO_NPAT, sizeof *m->gate);
    m->sig = malloc(SG_RG_MEMO_NPAT * sizeof *m->sig);
    m->have = calloc(SG_RG_MEMO_NPAT, 1);
    m->gen = 0;
    m->s = 0.0f;
    return m->gate && m->sig && m->have;
}

/* A thread's set-up in an emulation's parallel region: its memo initialised
 * (sg_rg_memo_init) and, with others_ok, its other buffers allocated; when
 * anything is missing *failed (shared by the region's threads) is set.
 * Returns whether the thread can run its channels. */
static inline int sg_rg_memo_ready(sg_rg_memo *m, const float *pn, int others_ok, int *failed) {
    const int ok = sg_rg_memo_init(m, pn) && others_ok;
    if (!ok) {
#pragma omp atomic write
        *failed = 1;
    }
    return ok;
}

static inline void sg_rg_memo_free(sg_rg_memo *m) {
    free(m->gate);
    free(m->sig);
    free(m->have);
    m->gate = NULL;
    m->sig = NULL;
    m->have = NULL;
}

/* Start a channel: its s, and no gate entry valid. */
static inline void sg_rg_memo_channel(sg_rg_memo *m, float s) {
    m->s = s;
    if (++m->gen == 0) {
        for (int32_t h = 0; h < SG_RG_MEMO_NPAT; h++) m->gate[h].stamp = 0;
        m->gen = 1;
    }
}

/* Start the channel of decay parameter p: s = softplus(p), returned, with
 * sigma(p) (the factor of its dp) into *sig_p; no gate entry valid. */
static inline float sg_rg_memo_start(sg_rg_memo *m, float p, float *sig_p) {
    const float s = sg_softplusf(p);
    *sig_p = sg_sigmoidf(p);
    sg_rg_memo_channel(m, s);
    return s;
}

/* The gate of the v pattern vb in the current channel. */
static inline const sg_rg_gate_ent *sg_rg_memo_gate(sg_rg_memo *m, uint16_t vb) {
    sg_rg_gate_ent *e = &m->gate[vb];
    if (e->stamp != m->gen) {
        if (m->pn) {
            const sg_pn_gate pg = sg_pn_gate_of(m->pn, vb, m->s);
            e->g = pg.g;
            e->a2 = pg.a2;
            e->rc = pg.rc;
        } else {
            e->g = sg_rg_gate_of(sg_bf16_to_f32(vb), m->s);
            e->a2 = sg_rg_a2(e->g.l);
            e->rc = 0.0f;
        }
        e->stamp = m->gen;
    }
    return e;
}

/* sigma(u) of the u pattern ub. */
static inline float sg_rg_memo_sigmoid(sg_rg_memo *m, uint16_t ub) {
    if (m->pn) return sg_pn_sigmoid(m->pn, ub);
    if (!m->have[ub]) {
        m->sig[ub] = sg_sigmoidf(sg_bf16_to_f32(ub));
        m->have[ub] = 1;
    }
    return m->sig[ub];
}

#endif
