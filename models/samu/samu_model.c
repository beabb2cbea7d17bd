/* samu_model.c - the SAMU core's descriptor (sg_models.h; models layer): its
 * quantities (samu_quantities.c) and inputs (samu_fixtures.c), its oracle
 * (samu_oracle.h), its yardstick (the canonical FP32 path, samu_canonical.inc)
 * and how a backend's SAMU implementation is called on a case. */
#include "sg_models.h"
#include "samu_oracle.h"

#include <math.h>
#include <stdlib.h>

static const sg_model_input inputs[] = {
    /* name, dtype, shape, replay, backward_only */
    {"x", SG_BF16, SG_SHAPE_BLD, 1, 0}, {"dy", SG_BF16, SG_SHAPE_BLD, 1, 1}, {"z0", SG_F32, SG_SHAPE_BD, 1, 0},
    {"dz_last", SG_F32, SG_SHAPE_BD, 1, 1}, {"segment_pos", SG_I32, SG_SHAPE_BL, 0, 0}, {"w_phi", SG_F32, SG_SHAPE_D1, 0, 0},
    {"w_r", SG_F32, SG_SHAPE_D1, 0, 0}, {"a_phi", SG_F32, SG_SHAPE_1, 0, 0}, {"a_r", SG_F32, SG_SHAPE_1, 0, 0},
    {"nu", SG_F32, SG_SHAPE_M, 0, 0}, {"theta", SG_F32, SG_SHAPE_M, 0, 0},
};

static sg_status oracle(const sg_case *c, const sg_oracle_opts *o, sg_tset *res, sg_oracle_cert *cert) {
    sg_samu_problem pb;
    const sg_status st = sg_case_samu_problem(c, &pb);
    return st ? st : sg_oracle_samu(&pb, o, res, cert);
}

/* By 64-token segments of the backward (sg_oracle_samu_stream: the budget is
 * not needed, a segment's y and dx are K D elements). */
static sg_status oracle_stream(const sg_case *c, const sg_oracle_opts *o, size_t budget, sg_oracle_block_fn fn,
                               void *ctx, sg_oracle_cert *cert) {
    (void)budget;
    sg_samu_problem pb;
    const sg_status st = sg_case_samu_problem(c, &pb);
    return st ? st : sg_oracle_samu_stream(&pb, o, fn, ctx, cert, NULL);
}

static sg_status call(sg_impl_fn f, const sg_case *c, sg_tset *outputs, sg_pass pass, double *seconds) {
    sg_samu_problem pb;
    const sg_status st = sg_case_samu_problem(c, &pb);
    if (st) return st;
    sg_tensor *t = outputs->t;
    sg_samu_outputs o = {.y = t[0].data, .z_last = t[1].data, .dx = t[2].data, .dw_phi = t[3].data,
                         .dw_r = t[4].data, .da_phi = t[5].data, .da_r = t[6].data, .dnu = t[7].data,
                         .dtheta = t[8].data, .dz0 = t[9].data};
    if (pass == SG_PASS_FWD) o.dx = NULL, o.dw_phi = o.dw_r = o.da_phi = o.da_r = o.dnu = o.dtheta = o.dz0 = NULL;
    const double t0 = sg_now();
    const sg_status rs = ((sg_samu_fn)f)(&pb, &o);
    *seconds = sg_now() - t0;
    return rs;
}

/* DEEP_CLIP: non-reset (b,t,m) with 1 - rho^2 = -expm1(-2 nu_m E_t) below the
 * bound, E_t from the controller (reference/EQUATIONS.md section 6.1, in double); OBTUSE_PHASE:
 * modes with cos(theta_m) < 0. */
static sg_status conditions(const sg_case *c, int64_t counts[SG_COND_COUNT]) {
    sg_samu_problem pb;
    const sg_status st = sg_case_samu_problem(c, &pb);
    if (st) return st;
    const int64_t D = pb.D, M = D / 2;
    double norm = 0;
    for (int64_t k = 0; k <= D; k++) norm += (double)pb.w_r[k] * (double)pb.w_r[k];
    norm = sqrt(norm);
    const double gr = tanh((double)pb.a_r) / sqrt((double)M);
    int64_t deep = 0, obtuse = 0;
    for (int64_t b = 0; b < pb.B; b++)
        for (int64_t t = 0; t < pb.L; t++) {
            if (pb.segpos[b * pb.L + t] == 0) continue;
            const uint16_t *xt = pb.x + (b * pb.L + t) * D;
            double u = (double)pb.w_r[D];
            for (int64_t k = 0; k < D; k++) u += (double)sg_bf16_to_f32(xt[k]) * (double)pb.w_r[k];
            const double r = tanh(u / norm), E = exp(gr * (r / (1.0 + r * r)));
            for (int64_t m = 0; m < M; m++) deep += -expm1(-2.0 * (double)pb.nu[m] * E) < SG_COND_DEEP_CLIP_BOUND;
        }
    for (int64_t m = 0; m < M; m++) obtuse += cos((double)pb.theta[m]) < 0.0;
    counts[SG_COND_DEEP_CLIP] = deep;
    counts[SG_COND_OBTUSE_PHASE] = obtuse;
    return SG_OK;
}

/* The structure hints' decays: E_t per (b, t) from the controller (as conditions above), nu per mode. */
typedef struct {
    sg_samu_problem pb;
    double *E;
} step_ctx;

static void *step_prepare(const sg_case *c) {
    step_ctx *k = sg_xcalloc(1, sizeof *k);
    if (sg_case_samu_problem(c, &k->pb)) {
        free(k);
        return NULL;
    }
    const sg_samu_problem *pb = &k->pb;
    const int64_t D = pb->D, M = D / 2;
    double norm = 0;
    for (int64_t i = 0; i <= D; i++) norm += (double)pb->w_r[i] * (double)pb->w_r[i];
    norm = sqrt(norm);
    const double gr = tanh((double)pb->a_r) / sqrt((double)M);
    k->E = sg_xmalloc((size_t)(pb->B * pb->L) * sizeof *k->E);
    for (int64_t bt = 0; bt < pb->B * pb->L; bt++) {
        const uint16_t *xt = pb->x + bt * D;
        double u = (double)pb->w_r[D];
        for (int64_t i = 0; i < D; i++) u += (double)sg_bf16_to_f32(xt[i]) * (double)pb->w_r[i];
        const double r = tanh(u / norm);
        k->E[bt] = exp(gr * (r / (1.0 + r * r)));
    }
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
    {"init", "x, dy ~ N(0,1) (x scaled by x_scale) rounded to BF16; nu = -log r, r ~ U[0.9, 0.999]; theta ~ U[0, 2pi); "
             "w_phi, w_r ~ N(0,1); a_phi, a_r ~ U[-3, 3]; z0 ~ x_scale N(0,1), dz_last ~ N(0,1) when present"},
    {"slow", "as init, with theta ~ U[0, pi/10]"},
    {"near1", "as init, with nu = 1e-3: |lambda| near 1, long memory"},
    {"rtu", "as init, with a_phi = a_r = 0: the static complex diagonal recurrence"},
    {"clip", "as init, with nu ~ U[1e-9, 1e-8]: 1 - rho^2 below 2.5e-7, the clipped sqrt derivative"},
    {"mixed", "mode m takes nu and theta from init, near1, clip, slow in turn (m % 4)"},
};

const sg_model_desc sg_model_samu = {
    .id = SG_MODEL_SAMU,
    .name = "samu",
    .title = "SAMU",
    .quantities = sg_samu_quantities,
    .nq = SG_SAMU_NQ,
    .inputs = inputs,
    .ninputs = (int)(sizeof inputs / sizeof inputs[0]),
    .equations = SG_ORACLE_SAMU_EQUATIONS,
    .yardstick = "cpu.canonical_f32",
    .chunk = 32,
    .group = 32 * 64,
    .initial_state = "z0",
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
