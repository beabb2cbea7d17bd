/* test_candidates_samu.c - the refused SAMU candidates of the H800 study as CPU
 * backends (reference/samu_chunked.c rows 4-6; reference/EQUATIONS.md section 7.1):
 * cpu.samu_gd_grouped64, cpu.samu_bf16_ctl, cpu.samu_atomic_ctl.
 *
 *  (a) The closed form (scan/sg_scan_ops.h: sg_samu_gd_add, sg_samu_gd_shift,
 *      sg_samu_gd_transition) on random tokens and modes of every regime, for
 *      chunk lengths K = 1..32 and for the chunks (32, 32, 13) and (32, 32, 1)
 *      of L = 77 and L = 65 (partial last chunks): the rebuilt transition
 *      against the FP64 product of the step lambdas rho_t e^{i(theta + d_t)}
 *      computed from the same FP32 E_t, d_t, within the bound below; the
 *      reverse rebuild (the forward statistics shifted by one step) against the
 *      FP64 product over the shifted range, within the same bound for its
 *      statistics; a reset gives exactly 0; an empty shifted range exactly 1.
 *  (b) Every SAMU case of the `ci` set: the three candidates and
 *      cpu.samu_chunk32_serial evaluated by sg_eval_case exactly as `scangate
 *      run` judges (two poisoned runs, the canonical FP32 path as the yardstick
 *      of vs_canonical and err_ratio, the cached oracle, THRESHOLDS.md and
 *      EXPECTED_STATUS.md from the source directory): every outcome as
 *      EXPECTED_STATUS.md says (PASS or QUARANTINED; never a regression, an
 *      unexpected pass or an unlisted case); the worst gate of each case is
 *      printed. cpu.samu_bf16_ctl: every output but dw_phi, dw_r bitwise the
 *      serial emulation's, and its dw_phi, dw_r rel_l2 against the oracle at
 *      least 10 times the serial emulation's wherever the oracle's direction
 *      gradient is nonzero, with one exception, found when this test was
 *      first run and kept in view (printed): ci:sa_scale_1e3 dw_r, where the
 *      FP32 paths themselves are off by 3.09e-4 (the canonical path and the
 *      serial emulation alike: at input scale 1e3 most |r| = |tanh(v)| are
 *      near 1 and 1 - r r cancels in FP32) and the BF16 path's 2.27e-3 is
 *      7.3 times that; there it must only be less accurate than the serial
 *      emulation. cpu.samu_atomic_ctl: y, z_last, dnu, dtheta, dz0
 *      bitwise the serial emulation's.
 *  (c) cpu.samu_atomic_ctl is not deterministic (the negative control of a
 *      determinism gate): on ci:sa_docs_B4 (M = 32 modes, 4096 tokens) four
 *      calls differ pairwise bitwise in dx, dw_phi and dw_r, and each of the
 *      scalars da_phi, da_r differs between some two of them (a scalar sum of
 *      4096 tokens may absorb a reordering: the first run of this test saw
 *      da_r equal in one pair); the other outputs are bitwise the serial
 *      emulation's; one (seed, call key: inputs and call index) reproduces bit for bit, whatever
 *      the thread count; SG_ATOMIC_SEED is read (decimal only).
 *
 * The bound of (a), first order in u = 2^-24 (derived in EQUATIONS.md 7.1).
 * With P the exact transition exp(-nu G) e^{i(K theta + D)} of the FP32 E_t,
 * d_t (|P| = exp(-nu G)), G^ and D^ the FP32 statistics with errors eG, eD:
 *   |ng - nu G| <= nu eG + u nu G^           (ng = RN(nu G^))
 *   |ph - (K theta + D)| <= u K|theta| + u |kt + D^| + eD   (kt = RN(K theta), ph = RN(kt + D^))
 *   expf, cosf, sinf within 2 ulp (the project's libm model): relative 4u on rho,
 *   4u on the vector (cos, sin); the two products rho cos, rho sin: u.
 *   |P^ - P| <= |P| (nu eG + u nu G^ + u K|theta| + u|kt + D^| + eD + 9u) + 2u |P| + 2^-147
 * (2u |P|: second-order terms and the FP64 reference's own error, below
 * K 2^-50; 2^-147: gradual underflow, where rho and the products are FP32
 * subnormals with an absolute error of 2 ulp = 2^-148 (expf) and 2^-150 per
 * product instead of a relative one: fast decay nu G > 87). Forward sums of
 * K terms from 0: eG <= (K-1) u sum E_t (1 + K u),
 * eD <= (K-1) u sum |d_t| (1 + K u); the shift adds two roundings to each:
 * eG' = eG + u |G^ - E_t0| + u |G^'|, eD' likewise. */
#define _POSIX_C_SOURCE 200809L /* setenv, unsetenv */
#include "sg_test.h"
#include "sg_backends.h"
#include "sg_eval.h"
#include "sg_reference.h"
#include "sg_scan_ops.h"

#include <omp.h>
#include <stdlib.h>
#include <string.h>

#define U32 0x1p-24

static const char *const cands[] = {"cpu.samu_gd_grouped64", "cpu.samu_bf16_ctl", "cpu.samu_atomic_ctl"};
#define N_CAND 3

/* ---- (a) the closed form -------------------------------------------------------- */
typedef struct {
    sg_samu_tok tok[96];
    int reset[96];
    float gph;
} tokens;

/* n tokens from random u, v (|u|, |v| up to 3) with gains of amplitudes in
 * [-3, 3] (as the fixtures) and M = mm modes. */
static void make_tokens(tokens *tk, int n, int64_t mm, uint64_t *st) {
    const double aph = 6.0 * (double)(sg_test_splitmix64(st) >> 11) * 0x1p-53 - 3.0;
    const double ar = 6.0 * (double)(sg_test_splitmix64(st) >> 11) * 0x1p-53 - 3.0;
    const sg_samu_gain g = sg_samu_gains((float)aph, (float)ar, mm);
    tk->gph = g.gph;
    for (int t = 0; t < n; t++) {
        const float u = (float)(6.0 * (double)(sg_test_splitmix64(st) >> 11) * 0x1p-53 - 3.0);
        const float v = (float)(6.0 * (double)(sg_test_splitmix64(st) >> 11) * 0x1p-53 - 3.0);
        tk->tok[t] = sg_samu_token(u, v, g.gph, g.gr);
        tk->reset[t] = 0;
    }
}

/* The FP64 product of the step lambdas of tokens t0 <= t < t1 (FP32 E_t and
 * d_t = gph p_t promoted exactly) for mode (nu, theta); also sum E, sum |d|. */
static void product64(const tokens *tk, int t0, int t1, float nu, float theta, double *re, double *im, double *sE,
                      double *sd) {
    double pr = 1.0, pi = 0.0;
    *sE = 0.0;
    *sd = 0.0;
    for (int t = t0; t < t1; t++) {
        const float d = tk->gph * tk->tok[t].p; /* the FP32 d_t the emulation sums */
        const double rho = exp(-(double)nu * (double)tk->tok[t].E);
        const double ph = (double)theta + (double)d;
        const double lr = rho * cos(ph), li = rho * sin(ph);
        const double nr = lr * pr - li * pi, ni = lr * pi + li * pr;
        pr = nr;
        pi = ni;
        *sE += (double)tk->tok[t].E;
        *sd += fabs((double)d);
    }
    *re = pr;
    *im = pi;
}

/* |P^ - P| / bound for statistics s (errors eG, eD) of mode (nu, theta); the
 * bound as in the header comment. */
static double closed_form_ratio(const sg_samu_gd *s, float nu, float theta, double pre, double pim, double eG,
                                double eD) {
    const sg_cf q = sg_samu_gd_transition(nu, theta, s);
    const double mod = sqrt(pre * pre + pim * pim);
    const double kt = (double)((float)s->K * theta);
    const double bound =
        mod * ((double)nu * eG + U32 * (double)nu * (double)s->G + U32 * (double)s->K * fabs((double)theta) +
               U32 * fabs(kt + (double)s->D) + eD + 11.0 * U32) +
        0x1p-147;
    const double err = hypot((double)q.re - pre, (double)q.im - pim);
    if (!(err <= bound))
        fprintf(stderr, "\n  K=%d nu=%a theta=%a G=%a D=%a: P^=(%a,%a) P=(%a,%a) err %.3g > bound %.3g\n", (int)s->K,
                (double)nu, (double)theta, (double)s->G, (double)s->D, (double)q.re, (double)q.im, pre, pim, err,
                bound);
    return err / bound;
}

/* A random mode of one of the fixtures' regimes: init (nu = -log r, r in
 * [0.9, 0.999]), near1 (1e-3), clip (1e-9..1e-8), fast (nu up to 3); theta in
 * [0, 2 pi), or slow [0, pi/10). */
static void make_mode(uint64_t *st, int k, float *nu, float *theta) {
    const double r1 = (double)(sg_test_splitmix64(st) >> 11) * 0x1p-53;
    const double r2 = (double)(sg_test_splitmix64(st) >> 11) * 0x1p-53;
    switch (k % 4) {
    case 0: *nu = (float)-log(0.9 + 0.099 * r1); break;
    case 1: *nu = 1e-3f; break;
    case 2: *nu = (float)(1e-9 + 9e-9 * r1); break;
    default: *nu = (float)(3.0 * r1 + 1e-3); break;
    }
    *theta = (float)((k % 3 == 2 ? 0.1 : 2.0) * 3.14159265358979323846 * r2);
}

/* Statistics of tokens t0 <= t < t1 by sg_samu_gd_add. */
static sg_samu_gd stats_of(const tokens *tk, int t0, int t1) {
    sg_samu_gd s = sg_samu_gd_zero();
    for (int t = t0; t < t1; t++) s = sg_samu_gd_add(s, &tk->tok[t], tk->gph, tk->reset[t]);
    return s;
}

static double g_worst_fwd, g_worst_rev;

/* One chunk [t0, t1) of a sequence of L tokens: the forward transition against
 * the product over [t0, t1), the reverse rebuild against the product over
 * [t0 + 1, min(t1 + 1, L)). */
static void check_chunk(const tokens *tk, int t0, int t1, int L, float nu, float theta) {
    const sg_samu_gd s = stats_of(tk, t0, t1);
    const int K = t1 - t0;
    double pre, pim, sE, sd;
    product64(tk, t0, t1, nu, theta, &pre, &pim, &sE, &sd);
    const double gK = (double)(K - 1) * U32 * (1.0 + (double)K * U32);
    const double eG = gK * sE, eD = gK * sd;
    const double rf = closed_form_ratio(&s, nu, theta, pre, pim, eG, eD);
    CU_ASSERT(rf <= 1.0);
    if (rf > g_worst_fwd || isnan(rf)) g_worst_fwd = rf;
    const int have_next = t1 < L;
    const sg_samu_gd r = sg_samu_gd_shift(s, &tk->tok[t0], tk->reset[t0], have_next ? &tk->tok[t1] : NULL,
                                          have_next && tk->reset[t1], tk->gph);
    CU_ASSERT_EQUAL(r.K, K - 1 + have_next);
    double rre, rim, rsE, rsd;
    product64(tk, t0 + 1, have_next ? t1 + 1 : t1, nu, theta, &rre, &rim, &rsE, &rsd);
    const float g1 = s.G - tk->tok[t0].E, d1 = s.D - tk->gph * tk->tok[t0].p;
    const double eG2 = eG + U32 * fabs((double)g1) + U32 * fabs((double)r.G);
    const double eD2 = eD + U32 * fabs((double)d1) + U32 * fabs((double)r.D);
    const double rr = closed_form_ratio(&r, nu, theta, rre, rim, eG2, eD2);
    CU_ASSERT(rr <= 1.0);
    if (rr > g_worst_rev || isnan(rr)) g_worst_rev = rr;
    if (r.K == 0) { /* an empty range: exactly the identity */
        const sg_cf one = sg_samu_gd_transition(nu, theta, &r);
        CU_ASSERT(one.re == 1.0f && one.im == 0.0f);
    }
}

static void test_closed_form(void) {
    uint64_t st = 20261203;
    tokens tk;
    int64_t nchecked = 0;
    g_worst_fwd = g_worst_rev = 0.0;
    for (int trial = 0; trial < 64; trial++) {
        const int64_t mm = trial % 2 ? 128 : 19;
        make_tokens(&tk, 96, mm, &st);
        for (int k = 0; k < 8; k++) {
            float nu, theta;
            make_mode(&st, k + trial, &nu, &theta);
            /* K = 1..32 as a whole chunk (the step after it exists) and as the last one */
            for (int K = 1; K <= 32; K++) {
                check_chunk(&tk, 7, 7 + K, 96, nu, theta);
                check_chunk(&tk, 7, 7 + K, 7 + K, nu, theta);
                nchecked += 2;
            }
            /* L = 77: chunks 32, 32, 13 (partial); L = 65: 32, 32, 1 */
            static const int lens[2] = {77, 65};
            for (int i = 0; i < 2; i++)
                for (int t0 = 0; t0 < lens[i]; t0 += SG_SA_CHUNK) {
                    check_chunk(&tk, t0, t0 + SG_SA_CHUNK < lens[i] ? t0 + SG_SA_CHUNK : lens[i], lens[i], nu, theta);
                    nchecked++;
                }
        }
    }
    printf("\n  closed form: %lld chunks, worst |P^ - P| / bound: forward %.3g, reverse rebuild %.3g\n",
           (long long)nchecked, g_worst_fwd, g_worst_rev);

    /* resets: a reset anywhere in the range gives exactly 0; the reverse range
     * drops the chunk's first step and adds the next chunk's first */
    make_tokens(&tk, 96, 64, &st);
    const float nu = 0.01f, theta = 1.0f;
    for (int pos = 0; pos < 33; pos++) {
        for (int t = 0; t < 96; t++) tk.reset[t] = t == pos;
        const sg_samu_gd s = stats_of(&tk, 0, 32); /* chunk 0 of 96 */
        const sg_cf pf = sg_samu_gd_transition(nu, theta, &s);
        const sg_samu_gd r = sg_samu_gd_shift(s, &tk.tok[0], tk.reset[0], &tk.tok[32], tk.reset[32], tk.gph);
        const sg_cf pr = sg_samu_gd_transition(nu, theta, &r);
        const int in_fwd = pos < 32, in_rev = pos >= 1 && pos <= 32;
        CU_ASSERT((pf.re == 0.0f && pf.im == 0.0f) == in_fwd);
        CU_ASSERT((pr.re == 0.0f && pr.im == 0.0f) == in_rev);
        if (in_fwd) CU_ASSERT(!signbit(pf.re) && !signbit(pf.im));
    }
}

/* ---- (b) the candidates over the ci set --------------------------------------- */
/* The tensors of two output sets with this name hold the same bits. */
static int same_bits(const sg_tset *a, const sg_tset *b, const char *name) {
    const sg_tensor *x = sg_tset_get(a, name), *y = sg_tset_get(b, name);
    if (!x || !y || x->dtype != y->dtype || sg_tensor_numel(x) != sg_tensor_numel(y)) return 0;
    const size_t bytes = sg_tensor_numel(x) * (x->dtype == SG_BF16 ? 2u : 4u);
    return memcmp(x->data, y->data, bytes) == 0;
}

/* The outputs `names` of candidate row `row` on case `cas` hold the bits of
 * the serial emulation's `ser` (one assertion a name, a differing one printed). */
static void assert_serial_bits(const sg_tset *ser, const sg_tset *outs, const char *row, const char *cas,
                               const char *const *names, size_t n) {
    for (size_t i = 0; i < n; i++) {
        const int same = same_bits(ser, outs, names[i]);
        if (!same) fprintf(stderr, "\n  %s %s: %s differs from the serial emulation\n", row, cas, names[i]);
        CU_ASSERT(same);
    }
}

/* The worst gate of a judged result: among the gated (quantity, metric) of the
 * worst verdict, the one with the largest value / FAIL limit (a zero limit:
 * Inf when the value is not 0; NaN counts as worst). Printed with the case's
 * verdict and outcome. */
static void print_worst_gate(const sg_thresholds *th, const sg_case_result *res) {
    double worst = -1.0, wv = 0, wl = 0;
    int wsev = -1;
    char key[128] = "-";
    for (int i = 0; i < res->nq; i++) {
        const sg_qresult *q = &res->q[i];
        for (int k = 0; k < SG_M_COUNT; k++) {
            if (!q->measured[k]) continue;
            const sg_threshold *row = sg_thresholds_find(th, "samu", q->quantity, sg_metric_name((sg_metric)k));
            if (!row || !(row->fail < (double)INFINITY)) continue; /* report-only */
            const double v = q->m.v[k];
            const double ratio = isnan(v)          ? (double)INFINITY
                                 : row->fail > 0   ? v / row->fail
                                 : v > 0           ? (double)INFINITY
                                                   : 0.0;
            const int sev = q->verdict[k] == SG_FAIL ? 2 : q->verdict[k] == SG_MARGINAL ? 1 : 0;
            if (sev > wsev || (sev == wsev && ratio > worst)) {
                wsev = sev;
                worst = ratio;
                wv = v;
                wl = row->fail;
                snprintf(key, sizeof key, "samu.%s.%s", q->quantity, sg_metric_name((sg_metric)k));
            }
        }
    }
    printf("  %-22s %-22s %-8s %-12s %-28s %-10.4g %-10.4g %.3g\n", res->backend, res->case_name,
           sg_verdict_name(res->worst), sg_outcome_name(res->outcome), key, wv, wl, worst);
}

static double oracle_norm(const sg_tset *orc, const char *q) {
    char n[64];
    snprintf(n, sizeof n, "%s.f64", q);
    const sg_tensor *t = sg_tset_get(orc, n);
    CU_ASSERT_PTR_NOT_NULL_FATAL(t);
    const double *v = t->data;
    double s = 0;
    for (size_t i = 0; i < sg_tensor_numel(t); i++) s += v[i] * v[i];
    return sqrt(s);
}

static int qindex(const sg_case_result *r, const char *q) {
    for (int i = 0; i < r->nq; i++)
        if (strcmp(r->q[i].quantity, q) == 0) return i;
    return -1;
}

static void test_candidates_ci(void) {
    sg_thresholds th;
    char path[1024];
    snprintf(path, sizeof path, "%s/THRESHOLDS.md", sg_test_env("SG_SOURCE_DIR", "."));
    SG_ASSERT_OK(sg_thresholds_load(path, &th));
    sg_backend_table t;
    sg_backends_fill(&t);
    const char *names[1 + N_CAND] = {"cpu.samu_chunk32_serial", cands[0], cands[1], cands[2]};
    const sg_backend *rows[1 + N_CAND];
    sg_test_find_rows(&t, names, 1 + N_CAND, rows);
    const sg_case_spec *specs;
    int n;
    SG_ASSERT_OK(sg_fixture_set("ci", &specs, &n));
    int ncases = 0, n_dw = 0;
    double min_gain = (double)INFINITY;
    char min_gain_at[128] = "-";
    printf("\n  %-22s %-22s %-8s %-12s %-28s %-10s %-10s %s\n", "backend", "case", "verdict", "outcome", "worst gate",
           "value", "FAIL limit", "value/limit");
    for (int ci = 0; ci < n; ci++) {
        if (specs[ci].model != SG_MODEL_SAMU) continue;
        ncases++;
        sg_case c;
        SG_ASSERT_OK(sg_case_make(&specs[ci], SG_DEFAULT_SEED, &c));
        /* as `scangate run` judges: two runs, the yardstick's metrics, the expected status */
        const sg_eval_opts eo = {.th = &th, .expected = sg_test_expected(), .set = "ci", .cache_dir = sg_test_cache_dir(),
                                 .yardstick = SG_YARDSTICK_METRICS, .table = &t, .rows = rows, .nrows = 1 + N_CAND,
                                 .keep_outputs = 1};
        sg_eval_result er;
        SG_ASSERT_OK(sg_eval_case(&c, &eo, &er));
        CU_ASSERT_FATAL(er.n == 1 + N_CAND);
        for (int b = 0; b < 1 + N_CAND; b++) {
            const sg_case_result *res = &er.items[b].res;
            if (b > 0) print_worst_gate(&th, res);
            const int ok = res->outcome == SG_OUTCOME_PASS || res->outcome == SG_OUTCOME_QUARANTINED;
            if (!ok)
                fprintf(stderr, "\n  %s on %s: verdict %s, outcome %s (EXPECTED_STATUS.md line %d)\n", names[b],
                        c.spec.name, sg_verdict_name(res->worst), sg_outcome_name(res->outcome),
                        res->expect ? res->expect->line : -1);
            CU_ASSERT(ok);
        }
        const sg_tset *ser = &er.items[0].out_a, *bf = &er.items[2].out_a, *at = &er.items[3].out_a;
        /* cpu.samu_bf16_ctl: only the direction gradients differ from the serial emulation */
        static const char *const not_dw[] = {"y", "z_last", "dx", "da_phi", "da_r", "dnu", "dtheta", "dz0"};
        assert_serial_bits(ser, bf, "cpu.samu_bf16_ctl", c.spec.name, not_dw, sizeof not_dw / sizeof not_dw[0]);
        /* ... and they are at least 10x less accurate where the exact gradient is nonzero */
        static const char *const dws[] = {"dw_phi", "dw_r"};
        for (int i = 0; i < 2; i++) {
            if (!(oracle_norm(er.oracle, dws[i]) > 0)) continue;
            const int qi = qindex(&er.items[0].res, dws[i]);
            CU_ASSERT_FATAL(qi >= 0);
            const double rs = er.items[0].res.q[qi].m.v[SG_M_REL_L2], rb = er.items[2].res.q[qi].m.v[SG_M_REL_L2];
            const double gain = rb / rs;
            /* the exception of the header comment: FP32's own cancellation there */
            const int fp32_ill = strcmp(c.spec.name, "sa_scale_1e3") == 0 && strcmp(dws[i], "dw_r") == 0;
            const double need = fp32_ill ? 1.0 : 10.0;
            if (fp32_ill)
                printf("  (exception) cpu.samu_bf16_ctl %s %s: rel_l2 %.4g, serial %.4g: ratio %.3g "
                       "(required > 1 here)\n", c.spec.name, dws[i], rb, rs, gain);
            if (!(fp32_ill ? gain > need : gain >= need))
                fprintf(stderr, "\n  cpu.samu_bf16_ctl %s %s: rel_l2 %.4g, serial %.4g (ratio %.3g, required %g)\n",
                        c.spec.name, dws[i], rb, rs, gain, need);
            CU_ASSERT(fp32_ill ? gain > need : gain >= need);
            if (fp32_ill) continue;
            n_dw++;
            if (gain < min_gain || isnan(gain)) {
                min_gain = gain;
                snprintf(min_gain_at, sizeof min_gain_at, "%s %s (rel_l2 %.3g vs serial %.3g)", c.spec.name, dws[i],
                         rb, rs);
            }
        }
        /* cpu.samu_atomic_ctl: the outputs the mode sums do not reach are the serial emulation's */
        static const char *const untouched[] = {"y", "z_last", "dnu", "dtheta", "dz0"};
        assert_serial_bits(ser, at, "cpu.samu_atomic_ctl", c.spec.name, untouched,
                           sizeof untouched / sizeof untouched[0]);
        sg_eval_free(&er);
        sg_case_free(&c);
    }
    CU_ASSERT(ncases >= 20);
    CU_ASSERT(n_dw >= 20);
    printf("  %d SAMU ci cases; cpu.samu_bf16_ctl dw rel_l2 / serial's over %d other nonzero direction gradients: "
           "smallest %.3g at %s\n", ncases, n_dw, min_gain, min_gain_at);
    sg_thresholds_free(&th);
}

/* ---- (c) the atomic-order emulation --------------------------------------------- */
typedef struct {
    sg_samu_outputs o;
    uint16_t *y, *dx;
    float *f;
} outbuf;

static void out_alloc(outbuf *ob, const sg_samu_problem *pb) {
    const size_t BLD = (size_t)(pb->B * pb->L * pb->D), BD = (size_t)(pb->B * pb->D), D1 = (size_t)pb->D + 1,
                 M = (size_t)pb->D / 2;
    ob->y = calloc(BLD, 2);
    ob->dx = calloc(BLD, 2);
    ob->f = calloc(2 * BD + 2 * D1 + 2 + 2 * M, 4);
    CU_ASSERT_FATAL(ob->y && ob->dx && ob->f);
    float *p = ob->f;
    ob->o = (sg_samu_outputs){.y = ob->y, .z_last = p, .dx = ob->dx, .dw_phi = p + BD, .dw_r = p + BD + D1,
                              .da_phi = p + BD + 2 * D1, .da_r = p + BD + 2 * D1 + 1, .dnu = p + BD + 2 * D1 + 2,
                              .dtheta = p + BD + 2 * D1 + 2 + M, .dz0 = p + BD + 2 * D1 + 2 + 2 * M};
}

static void out_free(outbuf *ob) {
    free(ob->y);
    free(ob->dx);
    free(ob->f);
}

/* Per output, whether a and b hold the same bits: y z_last dx dw_phi dw_r da_phi da_r dnu dtheta dz0. */
static void compare_out(const outbuf *a, const outbuf *b, const sg_samu_problem *pb, int same[10]) {
    const size_t BLD = (size_t)(pb->B * pb->L * pb->D), BD = (size_t)(pb->B * pb->D), D1 = (size_t)pb->D + 1,
                 M = (size_t)pb->D / 2;
    same[0] = memcmp(a->y, b->y, BLD * 2) == 0;
    same[1] = memcmp(a->o.z_last, b->o.z_last, BD * 4) == 0;
    same[2] = memcmp(a->dx, b->dx, BLD * 2) == 0;
    same[3] = memcmp(a->o.dw_phi, b->o.dw_phi, D1 * 4) == 0;
    same[4] = memcmp(a->o.dw_r, b->o.dw_r, D1 * 4) == 0;
    same[5] = memcmp(a->o.da_phi, b->o.da_phi, 4) == 0;
    same[6] = memcmp(a->o.da_r, b->o.da_r, 4) == 0;
    same[7] = memcmp(a->o.dnu, b->o.dnu, M * 4) == 0;
    same[8] = memcmp(a->o.dtheta, b->o.dtheta, M * 4) == 0;
    same[9] = memcmp(a->o.dz0, b->o.dz0, BD * 4) == 0;
}

static const char *const qn[10] = {"y", "z_last", "dx", "dw_phi", "dw_r", "da_phi", "da_r", "dnu", "dtheta", "dz0"};

static void test_atomic_order(void) {
    sg_case c;
    sg_test_fixture_case("ci", "sa_docs_B4", &c);
    sg_samu_problem pb;
    SG_ASSERT_OK(sg_case_samu_problem(&c, &pb));
    CU_ASSERT(pb.D / 2 >= 32 && pb.B * pb.L >= 4096);
    enum { NCALL = 4 };
    outbuf ser, ac[NCALL], rep;
    out_alloc(&ser, &pb);
    for (int k = 0; k < NCALL; k++) out_alloc(&ac[k], &pb);
    out_alloc(&rep, &pb);
    outbuf *const a1 = &ac[0], *const a2 = &ac[1];
    unsetenv("SG_ATOMIC_SEED");
    SG_ASSERT_OK(sg_samu_chunk32_serial(&pb, &ser.o));
    /* NCALL calls of the backend: its calls k0 .. k0 + NCALL - 1 on these inputs */
    const uint64_t n0 = sg_samu_atomic_next_call(), k0 = sg_samu_atomic_calls_on(&pb);
    for (int k = 0; k < NCALL; k++) SG_ASSERT_OK(sg_samu_atomic_ctl(&pb, &ac[k].o));
    CU_ASSERT_EQUAL(sg_samu_atomic_next_call(), n0 + NCALL);
    CU_ASSERT_EQUAL(sg_samu_atomic_calls_on(&pb), k0 + NCALL); /* the calls on these inputs */
    printf("\n  sa_docs_B4 (M=%lld, %lld tokens), cpu.samu_atomic_ctl calls %llu..%llu on these inputs (seed %llu), "
           "pairs equal:",
           (long long)(pb.D / 2), (long long)(pb.B * pb.L), (unsigned long long)k0,
           (unsigned long long)(k0 + NCALL - 1), (unsigned long long)SG_ATOMIC_SEED_DEFAULT);
    int pairs_equal[10] = {0}, ever_differ[10] = {0};
    for (int k = 0; k < NCALL; k++) {
        int ss[10];
        compare_out(&ac[k], &ser, &pb, ss);
        for (int i = 0; i < 10; i++) {
            const int reached = i >= 2 && i <= 6; /* dx, dw_phi, dw_r, da_phi, da_r */
            if (!reached && !ss[i]) fprintf(stderr, "\n  call %d: %s differs from the serial emulation\n", k, qn[i]);
            CU_ASSERT(reached || ss[i]); /* y, z_last, dnu, dtheta, dz0: the serial emulation's bits */
        }
        for (int l = k + 1; l < NCALL; l++) {
            int s12[10];
            compare_out(&ac[k], &ac[l], &pb, s12);
            for (int i = 0; i < 10; i++) {
                pairs_equal[i] += s12[i];
                ever_differ[i] |= !s12[i];
            }
        }
    }
    for (int i = 0; i < 10; i++) printf(" %s %d/%d", qn[i], pairs_equal[i], NCALL * (NCALL - 1) / 2);
    printf("\n");
    for (int i = 0; i < 10; i++) {
        if (i >= 2 && i <= 4) CU_ASSERT_EQUAL(pairs_equal[i], 0);     /* dx, dw_phi, dw_r: every pair differs */
        if (i >= 5 && i <= 6) CU_ASSERT(ever_differ[i]);              /* da_phi, da_r: some pair differs */
        if (i < 2 || i > 6) CU_ASSERT_EQUAL(ever_differ[i], 0);       /* y, z_last, dnu, dtheta, dz0 */
    }
    /* one (seed, call) reproduces, whatever the thread count */
    const int saved = omp_get_max_threads();
    static const int threads[] = {1, 2, 3};
    for (size_t k = 0; k < sizeof threads / sizeof threads[0]; k++) {
        omp_set_num_threads(threads[k]);
        SG_ASSERT_OK(sg_samu_atomic_ctl_at(&pb, &rep.o, SG_ATOMIC_SEED_DEFAULT, sg_samu_atomic_call_key(&pb, k0 + 1)));
        int s[10];
        compare_out(&rep, a2, &pb, s);
        for (int i = 0; i < 10; i++) {
            if (!s[i])
                fprintf(stderr, "\n  (seed, call %llu on these inputs) with %d threads: %s differs\n", (unsigned long long)(k0 + 1),
                        threads[k], qn[i]);
            CU_ASSERT(s[i]);
        }
    }
    omp_set_num_threads(saved);
    /* SG_ATOMIC_SEED: read as a decimal seed; another seed, another order */
    uint64_t seed = 0;
    setenv("SG_ATOMIC_SEED", "12345", 1);
    SG_ASSERT_OK(sg_atomic_seed(&seed));
    CU_ASSERT_EQUAL(seed, 12345);
    const uint64_t n1 = sg_samu_atomic_call_key(&pb, sg_samu_atomic_calls_on(&pb));
    SG_ASSERT_OK(sg_samu_atomic_ctl(&pb, &a1->o));
    SG_ASSERT_OK(sg_samu_atomic_ctl_at(&pb, &rep.o, 12345, n1));
    int s[10];
    compare_out(a1, &rep, &pb, s);
    for (int i = 0; i < 10; i++) CU_ASSERT(s[i]);
    SG_ASSERT_OK(sg_samu_atomic_ctl_at(&pb, &rep.o, SG_ATOMIC_SEED_DEFAULT, n1));
    compare_out(a1, &rep, &pb, s);
    CU_ASSERT(!s[2]);
    static const char *const bad[] = {"012", "-1", "0x10", "1 ", "18446744073709551616", "abc"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        setenv("SG_ATOMIC_SEED", bad[i], 1);
        SG_ASSERT_STATUS(sg_atomic_seed(&seed), SG_E_USAGE);
        SG_ASSERT_STATUS(sg_samu_atomic_ctl(&pb, &a1->o), SG_E_USAGE);
    }
    setenv("SG_ATOMIC_SEED", "18446744073709551615", 1);
    SG_ASSERT_OK(sg_atomic_seed(&seed));
    CU_ASSERT_EQUAL(seed, UINT64_MAX);
    unsetenv("SG_ATOMIC_SEED");
    out_free(&ser);
    for (int k = 0; k < NCALL; k++) out_free(&ac[k]);
    out_free(&rep);
    sg_case_free(&c);
}

/* The rows exist and fill only the SAMU slot. */
static void test_rows(void) {
    sg_backend_table t;
    sg_backends_fill(&t);
    for (int b = 0; b < N_CAND; b++) {
        const sg_backend *be = sg_backend_find(&t, cands[b]);
        CU_ASSERT_FATAL(be != NULL);
        CU_ASSERT(SG_SAMU_IMPL(be) != NULL && SG_RGLRU_IMPL(be) == NULL && be->available() == SG_OK);
        CU_ASSERT(strstr(be->algorithm, "refused candidate") != NULL);
    }
}

static void cleanup(void) {
    sg_test_expected_free();
    CU_PASS("released");
}

void sg_register_tests(void) {
    static const sg_test_entry t[] = {
        {"candidate rows in the backend table", test_rows},
        {"closed-form chunk transitions within their rounding bound; resets exactly 0", test_closed_form},
        {"candidates over the ci set: outcomes as EXPECTED_STATUS.md; BF16 controller, atomic order",
         test_candidates_ci},
        {"atomic order: calls differ, (seed, call) reproduces, SG_ATOMIC_SEED", test_atomic_order},
        {"release", cleanup},
        {NULL, NULL},
    };
    sg_add_suite("candidates_samu", t);
}
