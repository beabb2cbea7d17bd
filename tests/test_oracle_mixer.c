/* test_oracle_mixer.c - the RG-LRU mixer's oracle (reference/EQUATIONS.md
 * section 9) checked from outside its own evaluation (labels: oracle, slow):
 *
 * - finite differences: every gradient element of small cases (dx at every
 *   (b,t,d): the direct path and both gates; dw_x, dw_a, db_x, db_a, dp, dh0
 *   everywhere), at 320 bits with the true sqrt derivative, against central
 *   differences fd = (loss(+delta) - loss(-delta)) / (2 delta), delta = 2^-70, of
 *   the straight-evaluation loss sg_oracle_rglru_mixer_loss (its own gates,
 *   summed in the other order, its own transcendentals). Pass: |fd - grad| <=
 *   2^-52 |fd| + 1e-20 S (grad is the oracle's FP64 value); an exactly zero
 *   gradient needs an exactly zero difference. A wrong term moves grad by the
 *   size of a term, ~1e10 above the tolerance;
 * - the core: with identity blocks and zero biases the gates are u = v = x
 *   exactly, so y, h_last, dp, dh0 are the RG-LRU oracle's (models/rglru/, a
 *   different evaluation: tables, the per-sequence code) on (x, u = x, v = x),
 *   dx is its dx + du + dv, dw_x[h,i,j] = sum x_i du_j, db_x = sum du (a: dv);
 * - certification (>= 60 agreeing bits at 127 against 191), S >= |e| on every
 *   element, and the same bits from 1 and 2 threads.
 */
#include "sg_test.h"
#include "sg_test_oracle.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sg_fixtures.h"
#include "sg_models.h"
#include "sg_oracle.h"
#include "sg_testsupport.h"

static const double *td(const sg_tset *s, const char *name) {
    const sg_tensor *t = sg_tset_get(s, name);
    CU_ASSERT_PTR_NOT_NULL_FATAL(t);
    return (const double *)t->data;
}

typedef struct {
    int64_t checked, zero, bad;
    double worst;
} fd_stats;

static void fd_one(const sg_rglru_mixer_problem *pb, const char *which, int64_t index, double g, double S,
                   const char *q, fd_stats *st) {
    mpfr_t delta, lp, lm, fd;
    mpfr_inits2(SG_TEST_FD_PREC, delta, lp, lm, fd, (mpfr_ptr)0);
    mpfr_set_si_2exp(delta, 1, SG_TEST_FD_DELTA_EXP, MPFR_RNDN);
    SG_ASSERT_OK(sg_oracle_rglru_mixer_loss(pb, SG_TEST_FD_PREC, which, index, delta, lp));
    mpfr_neg(delta, delta, MPFR_RNDN);
    SG_ASSERT_OK(sg_oracle_rglru_mixer_loss(pb, SG_TEST_FD_PREC, which, index, delta, lm));
    mpfr_sub(fd, lp, lm, MPFR_RNDN);
    mpfr_mul_2si(fd, fd, -SG_TEST_FD_DELTA_EXP - 1, MPFR_RNDN);
    const double f = mpfr_get_d(fd, MPFR_RNDN);
    st->checked++;
    int ok;
    if (g == 0.0) {
        st->zero++;
        ok = mpfr_zero_p(fd) != 0;
    } else {
        const double err = fabs(f - g), tol = 0x1p-52 * fabs(f) + 1e-20 * S;
        ok = err <= tol;
        if (err / (fabs(f) + S) > st->worst) st->worst = err / (fabs(f) + S);
    }
    if (!ok) {
        st->bad++;
        if (st->bad <= 5) fprintf(stderr, "\n  %s: d loss / d %s[%lld]: grad %a fd %a (S %a)\n", q, which, (long long)index, g, f, S);
    }
    mpfr_clears(delta, lp, lm, fd, (mpfr_ptr)0);
}

static void fd_case(const sg_case_spec *sp) {
    sg_case c;
    SG_ASSERT_OK(sg_case_make(sp, SG_DEFAULT_SEED, &c));
    sg_rglru_mixer_problem pb;
    SG_ASSERT_OK(sg_case_rglru_mixer_problem(&c, &pb));
    const int64_t B = pb.B, L = pb.L, D = pb.D, W = D / SG_BLOCKS;
    sg_oracle_opts o;
    sg_oracle_opts_default(&o);
    o.prec = SG_TEST_FD_PREC;
    o.clip = 0;
    sg_tset res;
    sg_tset_init(&res);
    SG_ASSERT_OK(sg_oracle_rglru_mixer(&pb, &o, &res, NULL));
    static const struct {
        const char *input, *q;
        int n; /* 0 [B,L,D], 1 [H,W,W], 2 [D], 3 [B,D] */
    } map[] = {{"x", "dx", 0},   {"w_x", "dw_x", 1}, {"w_a", "dw_a", 1}, {"b_x", "db_x", 2},
               {"b_a", "db_a", 2}, {"p", "dp", 2},     {"h0", "dh0", 3}};
    fd_stats st = {0, 0, 0, 0.0};
    for (size_t k = 0; k < sizeof map / sizeof map[0]; k++) {
        char n1[32], n2[32];
        snprintf(n1, sizeof n1, "%s.f64", map[k].q);
        snprintf(n2, sizeof n2, "%s.S", map[k].q);
        const double *g = td(&res, n1), *S = td(&res, n2);
        const int64_t n = map[k].n == 0 ? B * L * D : map[k].n == 1 ? D * W : map[k].n == 2 ? D : B * D;
        for (int64_t i = 0; i < n; i++) fd_one(&pb, map[k].input, i, g[i], S[i], map[k].q, &st);
    }
    CU_ASSERT_EQUAL(st.bad, 0);
    CU_ASSERT(st.zero * 4 < st.checked); /* most gradients are not trivially zero */
    fprintf(stderr, "\n    [%s: %lld gradients, %lld exactly zero, worst |fd-grad|/(|fd|+S) = %.2e]", sp->name,
            (long long)st.checked, (long long)st.zero, st.worst);
    sg_tset_free(&res);
    sg_case_free(&c);
}

static void test_fd_init(void) {
    const sg_case_spec sp = {"fd_mx_init", "init, resets at t=1 and inside, h0, dh_last, W=2", SG_MODEL_RGLRU_MIXER, 2,
                             6, 32, "t1+at:4", 1, 1, "init", 1.0};
    fd_case(&sp);
}

static void test_fd_mixed(void) {
    const sg_case_spec sp = {"fd_mx_mixed", "init/near1/clip/fast channels (true derivative), h0 carried, W=4",
                             SG_MODEL_RGLRU_MIXER, 1, 5, 64, "at:3", 1, 1, "mixed", 1.0};
    fd_case(&sp);
}

/* ---- identity gates: the RG-LRU core's oracle ------------------------------ */
static int close_to(double a, double b, double scale) { return fabs(a - b) <= 0x1p-50 * scale + 1e-300; }

static void test_identity_gates(void) {
    const sg_case_spec *sp;
    SG_ASSERT_OK(sg_fixture_find("ci", "mx_resets", &sp));
    sg_case c;
    SG_ASSERT_OK(sg_case_make(sp, SG_DEFAULT_SEED, &c));
    sg_rglru_mixer_problem mp;
    SG_ASSERT_OK(sg_case_rglru_mixer_problem(&c, &mp));
    const int64_t B = mp.B, L = mp.L, D = mp.D, W = D / SG_BLOCKS, n = B * L * D;
    uint16_t *eye = sg_xcalloc((size_t)(D * W), sizeof *eye), *zero = sg_xcalloc((size_t)D, sizeof *zero);
    for (int64_t h = 0; h < SG_BLOCKS; h++)
        for (int64_t i = 0; i < W; i++) eye[(h * W + i) * W + i] = sg_f32_to_bf16(1.0f);
    mp.w_x = mp.w_a = eye;
    mp.b_x = mp.b_a = zero;
    const sg_rglru_problem rp = {B, L, D, mp.x, mp.x, mp.x, mp.dy, mp.p, mp.h0, mp.dh_last, mp.segpos};
    sg_oracle_opts o;
    sg_oracle_opts_default(&o);
    sg_tset rm, rr;
    sg_tset_init(&rm);
    sg_tset_init(&rr);
    SG_ASSERT_OK(sg_oracle_rglru_mixer(&mp, &o, &rm, NULL));
    SG_ASSERT_OK(sg_oracle_rglru(&rp, &o, &rr, NULL));
    int bad = 0;
    static const char *const same[] = {"y", "h_last", "dp", "dh0"};
    for (int q = 0; q < 4; q++) {
        char nm[32];
        snprintf(nm, sizeof nm, "%s.f64", same[q]);
        const sg_tensor *a = sg_tset_get(&rm, nm), *b = sg_tset_get(&rr, nm);
        CU_ASSERT_FATAL(a && b && sg_tensor_numel(a) == sg_tensor_numel(b));
        for (size_t i = 0; i < sg_tensor_numel(a); i++)
            bad += !close_to(((const double *)a->data)[i], ((const double *)b->data)[i], fabs(((const double *)b->data)[i]));
    }
    const double *dxm = td(&rm, "dx.f64"), *dx = td(&rr, "dx.f64"), *du = td(&rr, "du.f64"), *dv = td(&rr, "dv.f64");
    for (int64_t i = 0; i < n; i++) bad += !close_to(dxm[i], dx[i] + du[i] + dv[i], fabs(dx[i]) + fabs(du[i]) + fabs(dv[i]));
    const double *dwx = td(&rm, "dw_x.f64"), *dwa = td(&rm, "dw_a.f64"), *dbx = td(&rm, "db_x.f64"),
                 *dba = td(&rm, "db_a.f64");
    for (int64_t d = 0; d < D; d++) {
        const int64_t h = d / W, j = d % W;
        long double sbx = 0, sba = 0, abx = 0, aba = 0;
        for (int64_t bt = 0; bt < B * L; bt++) {
            sbx += du[bt * D + d], sba += dv[bt * D + d];
            abx += fabsl((long double)du[bt * D + d]), aba += fabsl((long double)dv[bt * D + d]);
        }
        bad += !(fabs(dbx[d] - (double)sbx) <= 0x1p-44 * (double)abx);
        bad += !(fabs(dba[d] - (double)sba) <= 0x1p-44 * (double)aba);
        for (int64_t i = 0; i < W; i++) {
            long double sx = 0, sa = 0, ax = 0, aa = 0;
            for (int64_t bt = 0; bt < B * L; bt++) {
                const double x = (double)sg_bf16_to_f32(mp.x[bt * D + h * W + i]);
                sx += (long double)x * du[bt * D + d], sa += (long double)x * dv[bt * D + d];
                ax += fabsl((long double)x * du[bt * D + d]), aa += fabsl((long double)x * dv[bt * D + d]);
            }
            const int64_t w = (h * W + i) * W + j;
            bad += !(fabs(dwx[w] - (double)sx) <= 0x1p-44 * (double)ax);
            bad += !(fabs(dwa[w] - (double)sa) <= 0x1p-44 * (double)aa);
        }
    }
    CU_ASSERT_EQUAL(bad, 0);
    free(eye);
    free(zero);
    sg_tset_free(&rm);
    sg_tset_free(&rr);
    sg_case_free(&c);
}

/* ---- certification, S >= |e|, thread count ---------------------------------- */
static void test_certified_bounded_threads(void) {
    static const char *const names[] = {"mx_near1", "mx_clip", "mx_D256"};
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
        sg_case c;
        sg_test_fixture_case("ci", names[k], &c);
        sg_rglru_mixer_problem pb;
        SG_ASSERT_OK(sg_case_rglru_mixer_problem(&c, &pb));
        sg_oracle_opts o;
        sg_oracle_opts_default(&o);
        o.certify = 1;
        o.threads = 1;
        sg_oracle_cert cert;
        sg_tset r1, r2;
        sg_tset_init(&r1);
        sg_tset_init(&r2);
        SG_ASSERT_OK(sg_oracle_rglru_mixer(&pb, &o, &r1, &cert));
        CU_ASSERT_EQUAL(cert.nq, SG_RGLRU_MIXER_NQ);
        for (int q = 0; q < cert.nq; q++) {
            if (!(cert.bits[q] >= 60)) fprintf(stderr, "\n  %s %s: %.1f bits\n", names[k], cert.name[q], cert.bits[q]);
            CU_ASSERT(cert.bits[q] >= 60);
        }
        int64_t below = 0;
        for (int q = 0; q < SG_RGLRU_MIXER_NQ; q++) {
            char n1[32], n2[32];
            snprintf(n1, sizeof n1, "%s.f64", sg_rglru_mixer_quantities[q].name);
            snprintf(n2, sizeof n2, "%s.S", sg_rglru_mixer_quantities[q].name);
            const sg_tensor *te = sg_tset_get(&r1, n1);
            const double *e = td(&r1, n1), *S = td(&r1, n2);
            for (size_t i = 0; i < sg_tensor_numel(te); i++) below += !(S[i] >= fabs(e[i]));
        }
        CU_ASSERT_EQUAL(below, 0);
        o.certify = 0;
        o.threads = 2;
        SG_ASSERT_OK(sg_oracle_rglru_mixer(&pb, &o, &r2, NULL));
        for (int q = 0; q < SG_RGLRU_MIXER_NQ; q++) {
            char n1[32];
            snprintf(n1, sizeof n1, "%s.f64", sg_rglru_mixer_quantities[q].name);
            const sg_tensor *a = sg_tset_get(&r1, n1), *b = sg_tset_get(&r2, n1);
            CU_ASSERT_FATAL(a && b);
            CU_ASSERT(memcmp(a->data, b->data, sg_tensor_numel(a) * sizeof(double)) == 0);
        }
        sg_tset_free(&r1);
        sg_tset_free(&r2);
        sg_case_free(&c);
    }
}

void sg_register_tests(void) {
    static const sg_test_entry t[] = {
        {"gradients against finite differences (init, resets)", test_fd_init},
        {"gradients against finite differences (mixed regimes, W=4)", test_fd_mixed},
        {"identity gates give the RG-LRU core's oracle", test_identity_gates},
        {"certified, S bounds every value, thread count changes no bit", test_certified_bounded_threads},
        {NULL, NULL},
    };
    sg_add_suite("oracle_mixer", t);
}
