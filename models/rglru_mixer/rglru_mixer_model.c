/* rglru_mixer_model.c - the RG-LRU mixer's descriptor (sg_models.h; models
 * layer): its quantities (rglru_mixer_quantities.c) and inputs
 * (rglru_mixer_fixtures.c), its oracle (rglru_mixer_oracle.h), its yardstick
 * (the canonical FP32 path, rglru_mixer_canonical.inc) and how a backend's
 * implementation is called on a case. */
#include "sg_models.h"
#include "rglru_mixer_oracle.h"

#include <math.h>
#include <stdlib.h>

static const sg_model_input inputs[] = {
    /* name, dtype, shape, replay, backward_only */
    {"x", SG_BF16, SG_SHAPE_BLD, 1, 0},    {"w_x", SG_BF16, SG_SHAPE_HWW, 0, 0}, {"w_a", SG_BF16, SG_SHAPE_HWW, 0, 0},
    {"b_x", SG_BF16, SG_SHAPE_HW, 0, 0},   {"b_a", SG_BF16, SG_SHAPE_HW, 0, 0},  {"dy", SG_BF16, SG_SHAPE_BLD, 1, 1},
    {"p", SG_F32, SG_SHAPE_D, 0, 0},       {"h0", SG_F32, SG_SHAPE_BD, 1, 0},    {"dh_last", SG_F32, SG_SHAPE_BD, 1, 1},
    {"segment_pos", SG_I32, SG_SHAPE_BL, 0, 0},
};

static sg_status oracle(const sg_case *c, const sg_oracle_opts *o, sg_tset *res, sg_oracle_cert *cert) {
    sg_rglru_mixer_problem pb;
    const sg_status st = sg_case_rglru_mixer_problem(c, &pb);
    return st ? st : sg_oracle_rglru_mixer(&pb, o, res, cert);
}

static sg_status call(sg_impl_fn f, const sg_case *c, sg_tset *outputs, sg_pass pass, double *seconds) {
    sg_rglru_mixer_problem pb;
    const sg_status st = sg_case_rglru_mixer_problem(c, &pb);
    if (st) return st;
    sg_tensor *t = outputs->t;
    sg_rglru_mixer_outputs o = {.y = t[0].data,    .h_last = t[1].data, .dx = t[2].data,
                                .dw_x = t[3].data, .dw_a = t[4].data,   .db_x = t[5].data,
                                .db_a = t[6].data, .dp = t[7].data,     .dh0 = t[8].data};
    if (pass == SG_PASS_FWD) o.dx = NULL, o.dw_x = o.dw_a = o.db_x = o.db_a = o.dp = o.dh0 = NULL;
    const double t0 = sg_now();
    const sg_status rs = ((sg_rglru_mixer_fn)f)(&pb, &o);
    *seconds = sg_now() - t0;
    return rs;
}

double sg_rglru_mixer_step_q(const uint16_t *x, const uint16_t *w_a, const uint16_t *b_a, int64_t D, int64_t d,
                             double sp) {
    const int64_t W = D / SG_BLOCKS, h = d / W, j = d % W;
    double v = (double)sg_bf16_to_f32(b_a[d]);
    for (int64_t i = 0; i < W; i++) v += (double)sg_bf16_to_f32(x[h * W + i]) * (double)sg_bf16_to_f32(w_a[(h * W + i) * W + j]);
    return -expm1(-2.0 * SG_RGLRU_C * (1.0 / (1.0 + exp(-v))) * sp);
}

static double q_at(const sg_rglru_mixer_problem *pb, int64_t b, int64_t t, int64_t d, double sp) {
    return sg_rglru_mixer_step_q(pb->x + (b * pb->L + t) * pb->D, pb->w_a, pb->b_a, pb->D, d, sp);
}

/* DEEP_CLIP: non-reset (b,t,d) with 1 - a^2 below the bound; no phase. */
static sg_status conditions(const sg_case *c, int64_t counts[SG_COND_COUNT]) {
    sg_rglru_mixer_problem pb;
    const sg_status st = sg_case_rglru_mixer_problem(c, &pb);
    if (st) return st;
    int64_t deep = 0;
    for (int64_t d = 0; d < pb.D; d++) {
        const double sp = log1p(exp((double)pb.p[d]));
        for (int64_t b = 0; b < pb.B; b++)
            for (int64_t t = 0; t < pb.L; t++)
                if (pb.segpos[b * pb.L + t] != 0) deep += q_at(&pb, b, t, d, sp) < SG_COND_DEEP_CLIP_BOUND;
    }
    counts[SG_COND_DEEP_CLIP] = deep;
    counts[SG_COND_OBTUSE_PHASE] = -1;
    return SG_OK;
}

typedef struct {
    sg_rglru_mixer_problem pb;
    double *sp;
} step_ctx;

static void *step_prepare(const sg_case *c) {
    step_ctx *k = sg_xcalloc(1, sizeof *k);
    if (sg_case_rglru_mixer_problem(c, &k->pb)) {
        free(k);
        return NULL;
    }
    k->sp = sg_xmalloc((size_t)k->pb.D * sizeof *k->sp);
    for (int64_t d = 0; d < k->pb.D; d++) k->sp[d] = log1p(exp((double)k->pb.p[d]));
    return k;
}

static double step_q(const void *ctx, int64_t b, int64_t t, int64_t d) {
    const step_ctx *k = ctx;
    return q_at(&k->pb, b, t, d, k->sp[d]);
}

static void step_free(void *ctx) {
    step_ctx *k = ctx;
    if (k) free(k->sp);
    free(k);
}

static const sg_regime_doc regimes[] = {
    {"init", "x, dy ~ N(0,1) (x scaled by x_scale), w_x, w_a ~ N(0, 1/W), b_x, b_a ~ N(0, 1/4), all rounded to BF16; "
             "p = log(1/r - 1), r^2 ~ U[0.81, 0.998]; h0 ~ x_scale N(0,1), dh_last ~ N(0,1) when present"},
    {"near1", "as init, with r^2 ~ U[0.998, 0.99998]: decays near 1, long memory"},
    {"clip", "as init, with p ~ U[-21, -19]: 1 - a^2 < 2.5e-7, the clipped sqrt derivative"},
    {"fast", "as init, with p ~ U[2.5, 3.5]: fast decay"},
    {"mixed", "channel d takes p from init, near1, clip, fast in turn (d % 4)"},
};

const sg_model_desc sg_model_rglru_mixer = {
    .id = SG_MODEL_RGLRU_MIXER,
    .name = "rglru_mixer",
    .title = "RG-LRU mixer",
    .quantities = sg_rglru_mixer_quantities,
    .nq = SG_RGLRU_MIXER_NQ,
    .inputs = inputs,
    .ninputs = (int)(sizeof inputs / sizeof inputs[0]),
    .equations = SG_ORACLE_RGLRU_MIXER_EQUATIONS,
    .yardstick = "cpu.canonical_f32",
    .chunk = 16,
    .group = 16 * 32,
    .initial_state = "h0",
    .channels_independent = 0, /* dx couples the channels of a block */
    .conditions = conditions,
    .step_prepare = step_prepare,
    .step_q = step_q,
    .step_free = step_free,
    .regimes = regimes,
    .nregimes = (int)(sizeof regimes / sizeof regimes[0]),
    .oracle = oracle,
    .oracle_stream = NULL,
    .call = call,
};
