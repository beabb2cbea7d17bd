/* rglru_decode_model.c - the RG-LRU decode descriptor (sg_models.h; models layer): its
 * quantities (rglru_decode_quantities.c), inputs (rglru_decode_fixtures.c), oracle
 * (rglru_decode_oracle.h), yardstick (the canonical FP32 decode) and how a backend's
 * decode is called on a case. */
#include "sg_models.h"
#include "rglru_decode_oracle.h"

#include <math.h>
#include <stdlib.h>

static const sg_model_input inputs[] = {
    /* name, dtype, shape, replay, backward_only */
    {"x", SG_BF16, SG_SHAPE_BLD, 1, 0},  {"w_x", SG_BF16, SG_SHAPE_HWW, 0, 0}, {"w_a", SG_BF16, SG_SHAPE_HWW, 0, 0},
    {"b_x", SG_BF16, SG_SHAPE_HW, 0, 0}, {"b_a", SG_BF16, SG_SHAPE_HW, 0, 0},  {"p", SG_F32, SG_SHAPE_D, 0, 0},
    {"h0", SG_F32, SG_SHAPE_BD, 1, 0},   {"segment_pos", SG_I32, SG_SHAPE_BL, 0, 0},
    {"prefill", SG_I32, SG_SHAPE_1, 0, 0},
};

static sg_status oracle(const sg_case *c, const sg_oracle_opts *o, sg_tset *res, sg_oracle_cert *cert) {
    sg_rglru_decode_problem pb;
    const sg_status st = sg_case_rglru_decode_problem(c, &pb);
    return st ? st : sg_oracle_rglru_decode(&pb, o, res, cert);
}

static sg_status call(sg_impl_fn f, const sg_case *c, sg_tset *outputs, sg_pass pass, double *seconds) {
    (void)pass; /* every quantity is a forward one */
    sg_rglru_decode_problem pb;
    const sg_status st = sg_case_rglru_decode_problem(c, &pb);
    if (st) return st;
    sg_rglru_decode_outputs o = {.y = outputs->t[0].data, .h_last = outputs->t[1].data};
    const double t0 = sg_now();
    const sg_status rs = ((sg_rglru_decode_fn)f)(&pb, &o);
    *seconds = sg_now() - t0;
    return rs;
}

/* 1 - a^2 at (b, t, d) from the mixer's gate (sg_rglru_mixer_step_q): the coverage and the structure hints. */
static double q_at(const sg_rglru_decode_problem *pb, int64_t b, int64_t t, int64_t d, double sp) {
    return sg_rglru_mixer_step_q(pb->x + (b * pb->L + t) * pb->D, pb->w_a, pb->b_a, pb->D, d, sp);
}

static sg_status conditions(const sg_case *c, int64_t counts[SG_COND_COUNT]) {
    sg_rglru_decode_problem pb;
    const sg_status st = sg_case_rglru_decode_problem(c, &pb);
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
    sg_rglru_decode_problem pb;
    double *sp;
} step_ctx;

static void *step_prepare(const sg_case *c) {
    step_ctx *k = sg_xcalloc(1, sizeof *k);
    if (sg_case_rglru_decode_problem(c, &k->pb)) {
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
    {"init", "the RG-LRU mixer's init regime (x ~ N(0,1) scaled by x_scale; w ~ N(0, 1/W), b ~ N(0, 1/4); "
             "r^2 ~ U[0.81, 0.998]); no cotangents; a leading prompt:P term of the resets sets the prompt"},
    {"near1", "as init, with r^2 ~ U[0.998, 0.99998]: decays near 1, long memory"},
    {"clip", "as init, with p ~ U[-21, -19]: 1 - a^2 < 2.5e-7"},
    {"fast", "as init, with p ~ U[2.5, 3.5]: fast decay"},
    {"mixed", "channel d takes p from init, near1, clip, fast in turn (d % 4)"},
};

const sg_model_desc sg_model_rglru_decode = {
    .id = SG_MODEL_RGLRU_DECODE,
    .name = "rglru_decode",
    .title = "RG-LRU decode",
    .quantities = sg_rglru_decode_quantities,
    .nq = SG_RGLRU_DECODE_NQ,
    .inputs = inputs,
    .ninputs = (int)(sizeof inputs / sizeof inputs[0]),
    .equations = SG_ORACLE_RGLRU_DECODE_EQUATIONS,
    .yardstick = "cpu.canonical_f32",
    .chunk = 16,
    .group = 16 * 32,
    .initial_state = "h0",
    .channels_independent = 0,
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
