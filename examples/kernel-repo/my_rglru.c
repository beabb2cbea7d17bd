/* my_rglru.c - an RG-LRU kernel of a repository outside scangate, gated as a
 * plugin (scangate's sg_plugin.h): a sequential FP32 forward and backward
 * written from the equations (reference/EQUATIONS.md sections 1-2), one
 * channel at a time, the backward's per-step terms recomputed from the
 * inputs. A decay a = exp(l) within 1e-8 of 1 rounds to 1 in FP32 and the
 * state forgets nothing (the canonical FP32 path's quarantined error on
 * ci:rg_long_16k), so a decay above 1/2 is applied in the delta form
 * h + (expm1(l) h + b), as the project's chunked paths do. Built with
 * -DMY_PLANT_BUG=1 it keeps the state at a document start (a realistic bug),
 * which the gates must refuse. */
#include "sg_plugin.h"

#include <math.h>
#include <stdlib.h>

static float sigmoidf(float z) { return 1.0f / (1.0f + expf(-z)); }

/* s + e = a + b exactly (Knuth's TwoSum; exact under round-to-nearest, no contraction). */
static void two_sum(float a, float b, float *s, float *e) {
    *s = a + b;
    const float bb = *s - a;
    *e = (a - (*s - bb)) + (b - bb);
}

static float softplusf(float z) { return z > 15.0f ? z + log1pf(expf(-z)) : log1pf(expf(z)); }

static sg_status my_rglru(const sg_rglru_problem *pb, sg_rglru_outputs *out) {
    const int64_t B = pb->B, L = pb->L, D = pb->D;
    float *hs = malloc((size_t)(L + 1) * sizeof *hs);
    if (!hs) return sg_fail(SG_E_INTERNAL, "my_rglru: out of memory");
    const float c = (float)SG_RGLRU_C, clip = 1.0f / (4.0f * SG_RGLRU_MAX_GRAD * SG_RGLRU_MAX_GRAD);
    for (int64_t d = 0; d < D; d++) {
        const float s = softplusf(pb->p[d]);
        float dp = 0.0f;
        for (int64_t b = 0; b < B; b++) {
            float h = pb->h0[b * D + d];
            for (int64_t t = 0; t < L; t++) {
                const int64_t k = (b * L + t) * D + d;
                const int reset = pb->segpos[b * L + t] == 0;
                const float x = sg_bf16_to_f32(pb->x[k]);
                const float i = sigmoidf(sg_bf16_to_f32(pb->u[k])), r = sigmoidf(sg_bf16_to_f32(pb->v[k]));
                const float l = -c * r * s;
                const float m = reset ? 1.0f : sqrtf(-expm1f(2.0f * l));
#ifdef MY_PLANT_BUG
                const int drop = 0;
#else
                const int drop = reset;
#endif
                hs[t] = h;
                const float bx = x * i * m;
                if (drop) h = bx;
                else if (l > -0.6931472f) h = h + (expm1f(l) * h + bx); /* a > 1/2: the delta form */
                else h = expf(l) * h + bx;
                out->y[k] = sg_f32_to_bf16(h);
            }
            out->h_last[b * D + d] = h;
            /* g_t = dy_t + a_{t+1} g_{t+1}, carried as an unevaluated sum
             * ghi + glo: with a decay above 1/2 the term expm1(l) g of the
             * delta form is far below an ulp of g, so it is added with the
             * low part and dy and the sum split again exactly (TwoSum) */
            float ghi = 0.0f, glo = 0.0f, lnext = 0.0f;
            int rnext = 0;
            for (int64_t t = L - 1; t >= 0; t--) {
                const int64_t k = (b * L + t) * D + d;
                const int reset = pb->segpos[b * L + t] == 0;
                const float x = sg_bf16_to_f32(pb->x[k]);
                const float i = sigmoidf(sg_bf16_to_f32(pb->u[k])), r = sigmoidf(sg_bf16_to_f32(pb->v[k]));
                const float l = -c * r * s, a = expf(l), om = -expm1f(2.0f * l);
                const float m = reset ? 1.0f : sqrtf(om);
                const float dy = sg_bf16_to_f32(pb->dy[k]);
                if (t == L - 1) two_sum(dy, pb->dh_last[b * D + d], &ghi, &glo);
                else if (rnext) ghi = dy, glo = 0.0f;
                else if (lnext > -0.6931472f) two_sum(ghi, (expm1f(lnext) * ghi + glo) + dy, &ghi, &glo);
                else two_sum(expf(lnext) * ghi, expf(lnext) * glo + dy, &ghi, &glo);
                const float g = ghi + glo;
                out->dx[k] = sg_f32_to_bf16(g * i * m);
                out->du[k] = sg_f32_to_bf16(g * x * m * (i * (1.0f - i)));
                float dl = 0.0f;
                if (!reset) dl = g * (a * hs[t] - 2.0f * expf(2.0f * l) * x * i / (2.0f * sqrtf(om > clip ? om : clip)));
                out->dv[k] = sg_f32_to_bf16(dl * (-c * s) * (r * (1.0f - r)));
                dp += dl * (-c * r);
                lnext = l;
                rnext = reset;
            }
            /* dh0 = a_1 g_1 (0 after a reset at the first step) */
            const float gc = L == 0 || rnext ? 0.0f
                             : lnext > -0.6931472f ? ghi + (expm1f(lnext) * ghi + glo)
                                                   : expf(lnext) * ghi + expf(lnext) * glo;
            out->dh0[b * D + d] = gc;
        }
        out->dp[d] = sigmoidf(pb->p[d]) * dp;
    }
    free(hs);
    return SG_OK;
}

static sg_status always(void) { return SG_OK; }

/* The ABI this plugin was built for, read and checked by scangate's loader. */
SG_PLUGIN_EXPORT_ABI;

/* The plugin's one export: its rows of the backend table. */
const sg_backend *sg_plugin_backends(int abi, size_t row_size, int *n) {
    static sg_backend rows[1];
    if (abi != SG_PLUGIN_ABI || row_size != sizeof(sg_backend)) return NULL;
    rows[0] = (sg_backend){.name = "ext.my_rglru",
                           .kind = SG_BACKEND_EXTERNAL,
#ifdef MY_PLANT_BUG
                           .algorithm = "my_rglru.c: sequential FP32 (planted bug: state kept at a document start)",
#else
                           .algorithm = "my_rglru.c: sequential FP32, decays above 1/2 in the delta form, the backward carry compensated (TwoSum)",
#endif
                           .impl[SG_MODEL_RGLRU] = (sg_impl_fn)my_rglru,
                           .available = always};
    *n = 1;
    return rows;
}
