/* rglru_model.c - the RG-LRU core's descriptor (sg_models.h; models layer): its
 * quantities (rglru_quantities.c) and inputs (rglru_fixtures.c), its oracle
 * (rglru_oracle.h), its yardstick (the canonical FP32 path, rglru_canonical.inc)
 * and how a backend's RG-LRU implementation is called on a case. */
#include "sg_models.h"
#include "rglru_oracle.h"

#include <math.h>
#include <stdlib.h>

static const sg_model_input inputs[] = {
    /* name, dtype, shape, replay, backward_only */
    {"x", SG_BF16, SG_SHAPE_BLD, 1, 0}, {"u", SG_BF16, SG_SHAPE_BLD, 1, 0}, {"v", SG_BF16, SG_SHAPE_BLD, 1, 0},
    {"dy", SG_BF16, SG_SHAPE_BLD, 1, 1}, {"p", SG_F32, SG_SHAPE_D, 0, 0}, {"h0", SG_F32, SG_SHAPE_BD, 1, 0},
    {"dh_last", SG_F32, SG_SHAPE_BD, 1, 1}, {"segment_pos", SG_I32, SG_SHAPE_BL, 0, 0},
};

static sg_status oracle(const sg_case *c, const sg_oracle_opts *o, sg_tset *res, sg_oracle_cert *cert) {
    sg_rglru_problem pb;
    const sg_status st = sg_case_rglru_problem(c, &pb);
    return st ? st : sg_oracle_rglru(&pb, o, res, cert);
}

/* Blocks of channels whose results (22 bytes per element of each of the four
 * [B,L,D] quantities, with the copied inputs 96 bytes per element) fit the budget. */
static sg_status oracle_stream(const sg_case *c, const sg_oracle_opts *o, size_t budget, sg_oracle_block_fn fn,
                               void *ctx, sg_oracle_cert *cert) {
    sg_rglru_problem pb;
    const sg_status st = sg_case_rglru_problem(c, &pb);
    if (st) return st;
    const double per_channel = 96.0 * (double)pb.B * (double)pb.L;
    const int64_t width = (int64_t)((double)budget / per_channel);
    return sg_oracle_rglru_stream(&pb, o, width, fn, ctx, cert);
}

static sg_status call(sg_impl_fn f, const sg_case *c, sg_tset *outputs, sg_pass pass, double *seconds) {
    sg_rglru_problem pb;
    const sg_status st = sg_case_rglru_problem(c, &pb);
    if (st) return st;
    sg_tensor *t = outputs->t;
    sg_rglru_outputs o = {.y = t[0].data, .h_last = t[1].data, .dx = t[2].data, .du = t[3].data,
                          .dv = t[4].data, .dp = t[5].data, .dh0 = t[6].data};
    if (pass == SG_PASS_FWD) o.dx = o.du = o.dv = NULL, o.dp = o.dh0 = NULL;
    const double t0 = sg_now();
    const sg_status rs = ((sg_rglru_fn)f)(&pb, &o);
    *seconds = sg_now() - t0;
    return rs;
}

/* DEEP_CLIP: non-reset (b,t,d) with 1 - a2 = -expm1(-2 c r s) below the
 * bound (reference/EQUATIONS.md section 1, in double); RG-LRU has no phase. */
static sg_status conditions(const sg_case *c, int64_t counts[SG_COND_COUNT]) {
    sg_rglru_problem pb;
    const sg_status st = sg_case_rglru_problem(c, &pb);
    if (st) return st;
    int64_t deep = 0;
    for (int64_t b = 0; b < pb.B; b++)
        for (int64_t t = 0; t < pb.L; t++) {
            if (pb.segpos[b * pb.L + t] == 0) continue;
            for (int64_t d = 0; d < pb.D; d++) {
                const double v = (double)sg_bf16_to_f32(pb.v[(b * pb.L + t) * pb.D + d]);
                const double r = 1.0 / (1.0 + exp(-v)), sp = log1p(exp((double)pb.p[d]));
                deep += -expm1(-2.0 * SG_RGLRU_C * r * sp) < SG_COND_DEEP_CLIP_BOUND;
            }
        }
    counts[SG_COND_DEEP_CLIP] = deep;
    counts[SG_COND_OBTUSE_PHASE] = -1;
    return SG_OK;
}

/* The structure hints' decays: s = softplus(p) per channel, v read at the step. */
typedef struct {
    sg_rglru_problem pb;
    double *sp;
} step_ctx;

static void *step_prepare(const sg_case *c) {
    step_ctx *k = sg_xcalloc(1, sizeof *k);
    if (sg_case_rglru_problem(c, &k->pb)) {
        free(k);
        return NULL;
    }
    k->sp = sg_xmalloc((size_t)k->pb.D * sizeof *k->sp);
    for (int64_t d = 0; d < k->pb.D; d++) k->sp[d] = log1p(exp((double)k->pb.p[d]));
    return k;
}

static double step_q(const void *ctx, int64_t b, int64_t t, int64_t d) {
    const step_ctx *k = ctx;
    const double v = (double)sg_bf16_to_f32(k->pb.v[(b * k->pb.L + t) * k->pb.D + d]);
    return -expm1(-2.0 * SG_RGLRU_C * (1.0 / (1.0 + exp(-v))) * k->sp[d]);
}

static void step_free(void *ctx) {
    step_ctx *k = ctx;
    if (k) free(k->sp);
    free(k);
}

static const sg_regime_doc regimes[] = {
    {"init", "x, u, v, dy ~ N(0,1) (x scaled by x_scale) rounded to BF16; p = log(1/r - 1), r^2 ~ U[0.81, 0.998]; "
             "h0 ~ x_scale N(0,1), dh_last ~ N(0,1) when present"},
    {"near1", "as init, with r^2 ~ U[0.998, 0.99998]: decays near 1, long memory"},
    {"clip", "as init, with p ~ U[-21, -19]: 1 - a^2 < 2.5e-7, the clipped sqrt derivative"},
    {"fast", "as init, with p ~ U[2.5, 3.5]: fast decay"},
    {"mixed", "channel d takes p from init, near1, clip, fast in turn (d % 4)"},
};

const sg_model_desc sg_model_rglru = {
    .id = SG_MODEL_RGLRU,
    .name = "rglru",
    .title = "RG-LRU",
    .quantities = sg_rglru_quantities,
    .nq = SG_RGLRU_NQ,
    .inputs = inputs,
    .ninputs = (int)(sizeof inputs / sizeof inputs[0]),
    .equations = SG_ORACLE_RGLRU_EQUATIONS,
    .yardstick = "cpu.canonical_f32",
    .chunk = 16,
    .group = 16 * 32,
    .initial_state = "h0",
    .channels_independent = 1,
    .conditions = conditions,
    .step_prepare = step_prepare,
    .step_q = step_q,
    .step_free = step_free,
    .regimes = regimes,
    .nregimes = (int)(sizeof regimes / sizeof regimes[0]),
    .oracle = oracle,
    .oracle_stream = oracle_stream,
    .call = call,
};
