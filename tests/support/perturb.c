/* perturb.c - planted output faults of a given size (sg_perturb.h): the
 * canonical bodies instantiated once more with FP32 outputs for every
 * quantity, and the relative bias and noise applied to them before the
 * output rounding. Test support only (library sg_testsupport). */
#include "sg_perturb.h"
#include "sg_opv.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

const char *sg_perturb_kind_name(sg_perturb_kind k) {
    switch (k) {
    case SG_PERTURB_BIAS: return "bias";
    case SG_PERTURB_NOISE: return "noise";
    default: return "?";
    }
}

/* ---- the canonical bodies with FP32 outputs ----------------------------------
 * Each body (models/<name>/<name>_canonical.inc) is written once for a real
 * type and writes its outputs through `out->q[i] = TO_BF16(v)` (BF16
 * quantities) or `out->q[i] = (float)v` (FP32 ones). Instantiated here with
 * REAL float, as reference/sg_canonical_pair.inc instantiates the yardstick,
 * but with an outputs struct whose every member is float * and TO_BF16 the
 * identity: the FP32 value the canonical path rounds, kept. The functions have
 * internal linkage (declared static first). */
typedef struct {
    float *y, *h_last, *dx, *du, *dv, *dp, *dh0;
} pt_rglru_wide;
typedef struct {
    float *y, *z_last, *dx, *dw_phi, *dw_r, *da_phi, *da_r, *dnu, *dtheta, *dz0;
} pt_samu_wide;

static sg_status sg_rglru_canonical_f32wide(const sg_rglru_problem *pb, pt_rglru_wide *out);
static sg_status sg_samu_canonical_f32wide(const sg_samu_problem *pb, pt_samu_wide *out);

#define REAL float
#define FN(name) name##f
#define SUFFIX f32wide
#define TO_BF16(h) (h)
#undef SG_RGLRU_PARAMS
#define SG_RGLRU_PARAMS const sg_rglru_problem *pb, pt_rglru_wide *out
#include "rglru_canonical.inc"
#undef SG_SAMU_PARAMS
#define SG_SAMU_PARAMS const sg_samu_problem *pb, pt_samu_wide *out
#include "samu_canonical.inc"
#undef REAL
#undef FN
#undef SUFFIX
#undef TO_BF16

/* The F32 tensor of quantity `name` in `wide` (NULL: none). */
static float *wide_of(sg_tset *wide, const char *name) {
    const sg_tensor *t = sg_tset_get(wide, name);
    return t && t->dtype == SG_F32 ? t->data : NULL;
}

sg_status sg_perturb_canonical_wide(const sg_case *c, sg_tset *wide) {
    sg_tset_init(wide);
    const sg_model_desc *md;
    sg_status st = sg_model_of_case(c, &md);
    if (st) return st;
    char where[160];
    snprintf(where, sizeof where, "case %s", c->spec.name);
    if ((st = sg_check_dims(where, c->spec.B, c->spec.L, c->spec.D))) return st;
    for (int i = 0; i < md->nq; i++) {
        int64_t shape[SG_MAX_DIMS];
        const int nd = sg_quantity_shape(&md->quantities[i], c->spec.B, c->spec.L, c->spec.D, shape);
        if (!sg_tset_add(wide, md->quantities[i].name, SG_F32, nd, shape)) return SG_E_INTERNAL;
    }
    if (md->id == SG_MODEL_RGLRU) {
        sg_rglru_problem pb;
        if ((st = sg_case_rglru_problem(c, &pb))) return st;
        pt_rglru_wide o = {wide_of(wide, "y"),  wide_of(wide, "h_last"), wide_of(wide, "dx"), wide_of(wide, "du"),
                           wide_of(wide, "dv"), wide_of(wide, "dp"),     wide_of(wide, "dh0")};
        if (!o.y || !o.h_last || !o.dx || !o.du || !o.dv || !o.dp || !o.dh0)
            return sg_fail(SG_E_INTERNAL, "perturb: the RG-LRU quantities are not y, h_last, dx, du, dv, dp, dh0");
        return sg_rglru_canonical_f32wide(&pb, &o);
    }
    if (md->id == SG_MODEL_SAMU) {
        sg_samu_problem pb;
        if ((st = sg_case_samu_problem(c, &pb))) return st;
        pt_samu_wide o = {wide_of(wide, "y"),      wide_of(wide, "z_last"), wide_of(wide, "dx"),
                          wide_of(wide, "dw_phi"), wide_of(wide, "dw_r"),   wide_of(wide, "da_phi"),
                          wide_of(wide, "da_r"),   wide_of(wide, "dnu"),    wide_of(wide, "dtheta"),
                          wide_of(wide, "dz0")};
        if (!o.y || !o.z_last || !o.dx || !o.dw_phi || !o.dw_r || !o.da_phi || !o.da_r || !o.dnu || !o.dtheta || !o.dz0)
            return sg_fail(SG_E_INTERNAL, "perturb: the SAMU quantities are not y, z_last, dx, dw_phi, dw_r, da_phi, "
                                          "da_r, dnu, dtheta, dz0");
        return sg_samu_canonical_f32wide(&pb, &o);
    }
    return sg_fail(SG_E_UNKNOWN, "perturb: no FP32-output canonical body for model %s", md->name);
}

/* The Philox tensor id of quantity i's noise (distinct from the generators'
 * tensor ids: "PT" in the top half). */
#define PT_TENSOR(i) (UINT32_C(0x50540000) | (uint32_t)(i))

sg_status sg_perturb_outputs(const sg_case *c, const sg_tset *wide, sg_perturb_kind kind, double eps, uint64_t seed,
                             uint32_t qmask, sg_tset *out) {
    sg_tset_init(out);
    const sg_model_desc *md;
    sg_status st = sg_model_of_case(c, &md);
    if (st) return st;
    if (md->nq > 32) return sg_fail(SG_E_INTERNAL, "perturb: %d quantities do not fit the mask", md->nq);
    if (!(kind == SG_PERTURB_BIAS || kind == SG_PERTURB_NOISE)) return sg_fail(SG_E_INTERNAL, "perturb: bad kind");
    const uint32_t stream = sg_fixture_stream(&c->spec);
    for (int i = 0; i < md->nq; i++) {
        const sg_quantity *q = &md->quantities[i];
        const sg_tensor *w = sg_tset_get(wide, q->name);
        if (!w || w->dtype != SG_F32)
            return sg_fail(SG_E_INTERNAL, "perturb: no F32 tensor '%s' in the canonical path's wide outputs", q->name);
        if (!sg_tset_add(out, q->name, q->dtype, w->ndim, w->shape)) return SG_E_INTERNAL;
        sg_tensor *t = &out->t[out->n - 1];
        const int64_t n = (int64_t)sg_tensor_numel(w);
        const float *src = w->data;
        const int on = (qmask >> i) & 1u;
        for (int64_t k = 0; k < n; k++) {
            float v = src[k];
            if (on) {
                const double z = kind == SG_PERTURB_BIAS ? 1.0 : sg_rand_normal(seed, stream, PT_TENSOR(i), (uint64_t)k);
                v = (float)((double)v * (1.0 + eps * z));
            }
            if (q->dtype == SG_BF16) ((uint16_t *)t->data)[k] = sg_f32_to_bf16(v);
            else ((float *)t->data)[k] = v;
        }
    }
    return SG_OK;
}

/* ---- decay_ulp: the canonical path with its decay moved ------------------------- */
static sg_opv_spec decay_spec; /* what the two wrappers pass (one call at a time) */
static sg_status decay_rglru(const sg_rglru_problem *pb, sg_rglru_outputs *o) {
    return sg_rglru_canonical_f32_opv(pb, o, &decay_spec);
}
static sg_status decay_samu(const sg_samu_problem *pb, sg_samu_outputs *o) {
    return sg_samu_canonical_f32_opv(pb, o, &decay_spec);
}

sg_status sg_perturb_decay_outputs(const sg_case *c, double frac, int ulps, uint64_t seed, sg_tset *out) {
    sg_tset_init(out);
    const sg_model_desc *md;
    sg_status st = sg_model_of_case(c, &md);
    if (st) return st;
    if (!(frac >= 0 && frac <= 1)) return sg_fail(SG_E_INTERNAL, "perturb: decay fraction %g outside [0, 1]", frac);
    for (int i = 0; i < md->nq; i++) {
        int64_t shape[SG_MAX_DIMS];
        const int nd = sg_quantity_shape(&md->quantities[i], c->spec.B, c->spec.L, c->spec.D, shape);
        if (!sg_tset_add(out, md->quantities[i].name, md->quantities[i].dtype, nd, shape)) return SG_E_INTERNAL;
    }
    decay_spec = (sg_opv_spec){.kind = SG_OPV_DECAY_ULP,
                               .ulps = ulps,
                               .frac_q32 = frac >= 1 ? UINT64_C(1) << 32 : (uint64_t)(frac * 0x1p32),
                               .seed = seed};
    const sg_impl_fn f = md->id == SG_MODEL_RGLRU  ? (sg_impl_fn)decay_rglru
                         : md->id == SG_MODEL_SAMU ? (sg_impl_fn)decay_samu
                                                   : NULL;
    if (!f) return sg_fail(SG_E_UNKNOWN, "perturb: no decay variant for model %s", md->name);
    double secs;
    return md->call(f, c, out, SG_PASS_FWD_BWD, &secs);
}
