/* samu_decode_model.c - the SAMU decode descriptor (sg_models.h; models layer): its
 * quantities, inputs, oracle (samu_decode_oracle.h), yardstick (the canonical FP32
 * decode) and how a backend's decode is called on a case. */
#include "sg_models.h"
#include "samu_decode_oracle.h"

#include <math.h>
#include <stdlib.h>

static const sg_model_input inputs[] = {
    /* name, dtype, shape, replay, backward_only */
    {"x", SG_BF16, SG_SHAPE_BLD, 1, 0},   {"z0", SG_F32, SG_SHAPE_BD, 1, 0},      {"segment_pos", SG_I32, SG_SHAPE_BL, 0, 0},
    {"w_phi", SG_F32, SG_SHAPE_D1, 0, 0}, {"w_r", SG_F32, SG_SHAPE_D1, 0, 0},     {"a_phi", SG_F32, SG_SHAPE_1, 0, 0},
    {"a_r", SG_F32, SG_SHAPE_1, 0, 0},    {"nu", SG_F32, SG_SHAPE_M, 0, 0},       {"theta", SG_F32, SG_SHAPE_M, 0, 0},
    {"prefill", SG_I32, SG_SHAPE_1, 0, 0},
};

static sg_status oracle(const sg_case *c, const sg_oracle_opts *o, sg_tset *res, sg_oracle_cert *cert) {
    sg_samu_decode_problem pb;
    const sg_status st = sg_case_samu_decode_problem(c, &pb);
    return st ? st : sg_oracle_samu_decode(&pb, o, res, cert);
}

static sg_status call(sg_impl_fn f, const sg_case *c, sg_tset *outputs, sg_pass pass, double *seconds) {
    (void)pass; /* every quantity is a forward one */
    sg_samu_decode_problem pb;
    const sg_status st = sg_case_samu_decode_problem(c, &pb);
    if (st) return st;
    sg_samu_decode_outputs o = {.y = outputs->t[0].data, .z_last = outputs->t[1].data};
    const double t0 = sg_now();
    const sg_status rs = ((sg_samu_decode_fn)f)(&pb, &o);
    *seconds = sg_now() - t0;
    return rs;
}

/* E_t of every (b, t) from the controller, in double (reference/EQUATIONS.md section 6.1). */
static double *token_E(const sg_samu_decode_problem *pb) {
    const int64_t D = pb->D, M = D / 2;
    double norm = 0;
    for (int64_t k = 0; k <= D; k++) norm += (double)pb->w_r[k] * (double)pb->w_r[k];
    norm = sqrt(norm);
    const double gr = tanh((double)pb->a_r) / sqrt((double)M);
    double *E = sg_xmalloc((size_t)(pb->B * pb->L > 0 ? pb->B * pb->L : 1) * sizeof *E);
    for (int64_t bt = 0; bt < pb->B * pb->L; bt++) {
        const uint16_t *xt = pb->x + bt * D;
        double u = (double)pb->w_r[D];
        for (int64_t k = 0; k < D; k++) u += (double)sg_bf16_to_f32(xt[k]) * (double)pb->w_r[k];
        const double r = tanh(u / norm);
        E[bt] = exp(gr * (r / (1.0 + r * r)));
    }
    return E;
}

/* DEEP_CLIP: non-reset (b,t,m) with 1 - rho^2 below the bound; OBTUSE_PHASE: cos(theta_m) < 0. */
static sg_status conditions(const sg_case *c, int64_t counts[SG_COND_COUNT]) {
    sg_samu_decode_problem pb;
    const sg_status st = sg_case_samu_decode_problem(c, &pb);
    if (st) return st;
    const int64_t M = pb.D / 2;
    double *E = token_E(&pb);
    int64_t deep = 0, obtuse = 0;
    for (int64_t bt = 0; bt < pb.B * pb.L; bt++)
        if (pb.segpos[bt] != 0)
            for (int64_t m = 0; m < M; m++) deep += -expm1(-2.0 * (double)pb.nu[m] * E[bt]) < SG_COND_DEEP_CLIP_BOUND;
    for (int64_t m = 0; m < M; m++) obtuse += cos((double)pb.theta[m]) < 0.0;
    free(E);
    counts[SG_COND_DEEP_CLIP] = deep;
    counts[SG_COND_OBTUSE_PHASE] = obtuse;
    return SG_OK;
}

typedef struct {
    sg_samu_decode_problem pb;
    double *E;
} step_ctx;

static void *step_prepare(const sg_case *c) {
    step_ctx *k = sg_xcalloc(1, sizeof *k);
    if (sg_case_samu_decode_problem(c, &k->pb)) {
        free(k);
        return NULL;
    }
    k->E = token_E(&k->pb);
    return k;
}

static double step_q(const void *ctx, int64_t b, int64_t t, int64_t d) {
    const step_ctx *k = ctx;
    return -expm1(-2.0 * (double)k->pb.nu[d % (k->pb.D / 2)] * k->E[b * k->pb.L + t]);
}

static void step_free(void *ctx) {
    step_ctx *k = ctx;
    if (k) free(k->E);
    free(k);
}

static const sg_regime_doc regimes[] = {
    {"init", "SAMU's init regime (x ~ N(0,1) scaled by x_scale; nu = -log r, r ~ U[0.9, 0.999]; theta ~ U[0, 2pi); "
             "w ~ N(0,1), a ~ U[-3, 3]); no cotangents; a leading prompt:P term of the resets sets the prompt"},
    {"slow", "as init, with theta ~ U[0, pi/10]"},
    {"near1", "as init, with nu = 1e-3: long memory"},
    {"rtu", "as init, with a_phi = a_r = 0"},
    {"clip", "as init, with nu ~ U[1e-9, 1e-8]"},
    {"mixed", "mode m takes nu and theta from init, near1, clip, slow in turn (m % 4)"},
};

const sg_model_desc sg_model_samu_decode = {
    .id = SG_MODEL_SAMU_DECODE,
    .name = "samu_decode",
    .title = "SAMU decode",
    .quantities = sg_samu_decode_quantities,
    .nq = SG_SAMU_DECODE_NQ,
    .inputs = inputs,
    .ninputs = (int)(sizeof inputs / sizeof inputs[0]),
    .equations = SG_ORACLE_SAMU_DECODE_EQUATIONS,
    .yardstick = "cpu.canonical_f32",
    .chunk = 32,
    .group = 32 * 64,
    .initial_state = "z0",
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
