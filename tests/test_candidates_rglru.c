/* test_candidates_rglru.c - the refused RG-LRU candidate algorithms as CPU
 * backends (reference/rglru_assoc.c: cpu.rglru_assoc_f32, cpu.rglru_assoc_bf16;
 * reference/rglru_chunked.c variant 3: cpu.rglru_atomic_dp; EQUATIONS.md
 * section 7.1):
 *
 *  (a) the tree order: for n = 1..17 the scan of scan/sg_scan_tree.inc,
 *      instantiated here on a pair that records its composition tree (and
 *      carries FP32 and BF16 affine pairs composed along it), equals an
 *      independent, literal transcription of jax.lax.associative_scan's
 *      recursion written below (slices, recursion, concatenation,
 *      interleave): the same tree string at every position, every prefix
 *      covers the leaves 0..k in order, and the library's own instantiations
 *      (sg_apair_tree_scan, sg_apair_bf16_tree_scan) give bitwise the FP32 /
 *      BF16 values of the transcription on random (inexact) pairs, which
 *      fixes their order of rounding; for n = 5 the trees are those of
 *      EQUATIONS.md section 7.1.
 *  (a') the device-callable copy (scan/sg_scan_tree_hd.h, used by
 *      kernels/rglru/candidates_rglru.cu: cuda.rglru_assoc_f32 / _bf16) equals the
 *      host code above: its scan, instantiated on the recording pair at
 *      stride 3 (the other slots untouched), composes the trees of
 *      sg_scan_tree.inc at every position (n = 1..17); sg_tpair_tree_scan and
 *      sg_tpair_bf16_tree_scan at stride 2 write bitwise the values of
 *      sg_apair_tree_scan / sg_apair_bf16_tree_scan on random pairs (n = 1..300,
 *      1000, 4097); and sg_bf16_roundf equals sg_apair_bf16 bit for bit on
 *      random bit patterns (NaN, Inf, subnormals, ties included).
 *  (b) exact arithmetic: on small-integer affine maps (non-commutative;
 *      every product and sum exact in FP32, and in BF16 for a in {-1, 0, 1})
 *      the tree prefixes equal the serial compositions exactly.
 *  (c) L = 1: cpu.rglru_assoc_f32 performs exactly the canonical operations
 *      (h = (a h0) + b, g = dy + dh_last, the same step terms), so its outputs
 *      equal cpu.canonical_f32's bitwise.
 *  (d) every RG-LRU case of the `ci` set, each candidate evaluated by
 *      sg_eval_case as `scangate run` evaluates it (two poisoned runs, the
 *      yardstick's metrics, the cached oracle, THRESHOLDS.md and
 *      EXPECTED_STATUS.md from the source directory): the outcome must be
 *      the one EXPECTED_STATUS.md gives (PASS, or QUARANTINED where a row
 *      with evidence says the candidate FAILs), never a regression, an
 *      unexpected pass or unlisted; printed per case: the verdict and the
 *      worst gate (largest value / FAIL limit) with its value and limits.
 *      BF16 against FP32: y.rel_l2 of cpu.rglru_assoc_bf16 must exceed that of
 *      cpu.rglru_assoc_f32 on every case where both are finite and the two y
 *      differ; where they are bitwise equal (L = 1 with a reset at t = 1: the
 *      state is the one write term b, whose BF16 rounding y is in both) that
 *      is printed, and allowed only for L = 1. On rg_long_16k (cpu.rglru_assoc_f32's
 *      quarantined case) its h_last is compared with the exact composition of
 *      its own coefficients: the FAIL is the rounded decay's (test_long_evidence).
 *  (e) cpu.rglru_atomic_dp: two calls on rg_docs_B4 (256 (b, chunk) partials
 *      per channel) differ bitwise in dp on some channel and agree bitwise on
 *      every other output, which is also bitwise cpu.rglru_chunk16_serial's;
 *      the calls count; the keyed entry point reproduces each call from
 *      (seed, call), another seed gives another dp; the order is a permutation,
 *      reproducible from its key; two child processes (this program re-run
 *      with SG_CANDIDATES_CHILD) make bitwise the same first call under the
 *      same SG_ATOMIC_SEED, equal to the keyed run (seed, 0), the default seed
 *      likewise, and a malformed SG_ATOMIC_SEED fails the call with SG_E_USAGE.
 *      The in-process parts unset SG_ATOMIC_SEED first.
 * Every comparison is written so that NaN fails. */
#define _POSIX_C_SOURCE 200809L /* popen, pclose, readlink, setenv, unsetenv */
#include "sg_test.h"
#include "sg_test_oracle.h" /* sg_test_oracle_held */
#include "sg_backends.h"
#include "sg_eval.h"
#include "sg_reference.h"
#include "sg_scan_ops.h"
#include "sg_scan_tree.h"
#include "sg_scan_tree_hd.h"

#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static const char *const cand[] = {"cpu.rglru_assoc_f32", "cpu.rglru_assoc_bf16", "cpu.rglru_atomic_dp"};
#define N_CAND ((int)(sizeof cand / sizeof cand[0]))

/* ---- (a) the tree order --------------------------------------------------------- */
/* A pair that records its composition tree: "k" for element k, "(x1 x2)" for
 * jax's fn(x1, x2) (x1 the earlier), with the FP32 and BF16 affine pairs
 * composed along the same tree. */
#define REC_LEN 600
typedef struct {
    char s[REC_LEN];
    sg_apair f, g;
} rec;

/* p2 o p1 = fn(p1, p2); a tree longer than REC_LEN stops the test. */
static rec rec_compose(rec p2, rec p1) {
    rec r;
    const size_t n1 = strlen(p1.s), n2 = strlen(p2.s);
    CU_ASSERT_FATAL(n1 + n2 + 4 <= sizeof r.s);
    r.s[0] = '(';
    memcpy(r.s + 1, p1.s, n1);
    r.s[1 + n1] = ' ';
    memcpy(r.s + 2 + n1, p2.s, n2);
    r.s[2 + n1 + n2] = ')';
    r.s[3 + n1 + n2] = '\0';
    r.f = sg_apair_compose(p2.f, p1.f);
    r.g = sg_apair_compose_bf16(p2.g, p1.g);
    return r;
}

#define SG_TREE_NAME(x) rec_##x
#define SG_TREE_PAIR rec
#define SG_TREE_COMPOSE rec_compose
#include "sg_scan_tree.inc"

/* jax's fn(x1, x2) for whole slices: out[i] = fn(a[i], b[i]). */
static rec *combine(const rec *a, const rec *b, int n) {
    rec *o = calloc((size_t)(n > 0 ? n : 1), sizeof *o);
    CU_ASSERT_PTR_NOT_NULL_FATAL(o);
    for (int i = 0; i < n; i++) o[i] = rec_compose(b[i], a[i]);
    return o;
}

/* elem[start:stop:step] of n elements (stop may be negative as in Python). */
static rec *slice(const rec *e, int n, int start, int stop, int step, int *m) {
    if (stop < 0) stop += n;
    if (stop > n) stop = n;
    int k = 0;
    rec *o = calloc((size_t)(n > 0 ? n : 1), sizeof *o);
    CU_ASSERT_PTR_NOT_NULL_FATAL(o);
    for (int i = start; i < stop; i += step) o[k++] = e[i];
    *m = k;
    return o;
}

/* A literal transcription of jax.lax.associative_scan's _scan (one axis):
 * returns the n prefixes (malloc'd). */
static rec *jax_scan(const rec *elems, int n) {
    if (n < 2) {
        rec *o = calloc(1, sizeof *o);
        CU_ASSERT_PTR_NOT_NULL_FATAL(o);
        if (n == 1) o[0] = elems[0];
        return o;
    }
    int na, nb;
    rec *a = slice(elems, n, 0, -1, 2, &na); /* elems[0:-1:2] */
    rec *b = slice(elems, n, 1, n, 2, &nb);  /* elems[1::2] */
    CU_ASSERT_FATAL(na == nb);
    rec *reduced = combine(a, b, na);
    rec *odd = jax_scan(reduced, na);
    int ne, nodd = na;
    rec *tail = slice(elems, n, 2, n, 2, &ne); /* elems[2::2] */
    rec *even;
    if (n % 2 == 0) {
        int nf;
        rec *front = slice(odd, nodd, 0, -1, 1, &nf); /* odd[0:-1] */
        CU_ASSERT_FATAL(nf == ne);
        even = combine(front, tail, ne);
        free(front);
    } else {
        CU_ASSERT_FATAL(nodd == ne);
        even = combine(odd, tail, ne);
    }
    /* concatenate(elems[0:1], even), then interleave with odd */
    rec *out = calloc((size_t)n, sizeof *out);
    CU_ASSERT_PTR_NOT_NULL_FATAL(out);
    const int nev = ne + 1;
    for (int i = 0; i < nev; i++) out[2 * i] = i == 0 ? elems[0] : even[i - 1];
    for (int i = 0; i < nodd; i++) out[2 * i + 1] = odd[i];
    CU_ASSERT_FATAL(nev + nodd == n);
    free(a);
    free(b);
    free(reduced);
    free(odd);
    free(tail);
    free(even);
    return out;
}

static int same_pair(sg_apair x, sg_apair y) {
    return memcmp(&x.a, &y.a, sizeof x.a) == 0 && memcmp(&x.b, &y.b, sizeof x.b) == 0;
}

/* The leaves of a tree string, in order, equal 0..k. */
static int covers_prefix(const char *s, int k) {
    int next = 0;
    for (const char *p = s; *p;) {
        if (*p >= '0' && *p <= '9') {
            char *end;
            const long v = strtol(p, &end, 10);
            if (v != next) return 0;
            next++;
            p = end;
        } else {
            p++;
        }
    }
    return next == k + 1;
}

/* A random FP32 in [lo, hi) from the generator state. */
static float uniform(uint64_t *st, float lo, float hi) {
    const double u = (double)(sg_test_splitmix64(st) >> 11) * 0x1p-53;
    return (float)((double)lo + u * (double)(hi - lo));
}

static void test_tree_order(void) {
    enum { NMAX = 17 };
    static const char *const five[5] = {"0", "(0 1)", "((0 1) 2)", "((0 1) (2 3))", "(((0 1) (2 3)) 4)"};
    uint64_t st = 20261203;
    int64_t bad = 0;
    for (int n = 1; n <= NMAX; n++) {
        rec e[NMAX], work[NMAX];
        sg_apair ef[NMAX], eg[NMAX], wf[NMAX];
        for (int k = 0; k < n; k++) {
            snprintf(e[k].s, sizeof e[k].s, "%d", k);
            /* decays in (0, 1), writes of both signs: every product and sum rounds */
            e[k].f = sg_apair_make(uniform(&st, 0.05f, 0.999f), uniform(&st, -1.0f, 1.0f));
            e[k].g = sg_apair_make(sg_apair_bf16(e[k].f.a), sg_apair_bf16(e[k].f.b));
            ef[k] = e[k].f;
            eg[k] = e[k].g;
        }
        rec *ref = jax_scan(e, n);
        rec_tree_scan(e, n, work);
        sg_apair_tree_scan(ef, n, wf);
        sg_apair_bf16_tree_scan(eg, n, wf);
        for (int k = 0; k < n; k++) {
            int ok = strcmp(e[k].s, ref[k].s) == 0 && covers_prefix(ref[k].s, k) && same_pair(e[k].f, ref[k].f) &&
                     same_pair(e[k].g, ref[k].g) && same_pair(ef[k], ref[k].f) && same_pair(eg[k], ref[k].g);
            if (n == 5) ok = ok && strcmp(ref[k].s, five[k]) == 0;
            if (!ok) {
                if (bad < 5)
                    fprintf(stderr, "\n  n=%d k=%d: scan %s (%a, %a) lib (%a, %a) bf16 lib (%a, %a); jax %s (%a, %a)\n",
                            n, k, e[k].s, (double)e[k].f.a, (double)e[k].f.b, (double)ef[k].a, (double)ef[k].b,
                            (double)eg[k].a, (double)eg[k].b, ref[k].s, (double)ref[k].f.a, (double)ref[k].f.b);
                bad++;
            }
        }
        if (n == 5 || n == 8) {
            printf("\n  n=%d:", n);
            for (int k = 0; k < n; k++) printf(" %s", ref[k].s);
        }
        free(ref);
    }
    printf("\n");
    CU_ASSERT_EQUAL(bad, 0);
}

/* ---- (a') the device-callable copy, sg_scan_tree_hd.h ----------------------------- */
SG_TREE_HD_SCAN(rec_hd_tree_scan, rec, rec_compose)

static int same_tpair(sg_tpair x, sg_apair y) {
    return memcmp(&x.a, &y.a, sizeof x.a) == 0 && memcmp(&x.b, &y.b, sizeof x.b) == 0;
}

static void test_tree_hd(void) {
    enum { NMAX = 17, S = 3, NBIG = 4097 };
    int64_t bad = 0;
    /* the trees, at stride S: element k in slot k S + 1 */
    for (int n = 1; n <= NMAX; n++) {
        static rec e[NMAX], work[NMAX], h[S * NMAX], hw[S * NMAX];
        for (int k = 0; k < n; k++) {
            snprintf(e[k].s, sizeof e[k].s, "%d", k);
            e[k].f = sg_apair_make(0.5f, (float)k);
            e[k].g = e[k].f;
        }
        for (int k = 0; k < S * n; k++) {
            snprintf(h[k].s, sizeof h[k].s, "x");
            snprintf(hw[k].s, sizeof hw[k].s, "x");
        }
        for (int k = 0; k < n; k++) h[k * S + 1] = e[k];
        rec_tree_scan(e, n, work);
        rec_hd_tree_scan(h + 1, n, S, hw + 1);
        for (int k = 0; k < S * n; k++) {
            const int ok = k % S == 1 ? strcmp(h[k].s, e[k / S].s) == 0 : strcmp(h[k].s, "x") == 0;
            const int okw = k % S == 1 || strcmp(hw[k].s, "x") == 0;
            if (!(ok && okw)) {
                if (bad < 5) fprintf(stderr, "\n  hd tree n=%d slot %d: %s (host %s)\n", n, k, h[k].s, e[k / S].s);
                bad++;
            }
        }
    }
    /* the FP32 and BF16 values, at stride 2 */
    uint64_t st = 20261204;
    sg_apair *ef = malloc(NBIG * sizeof *ef), *eg = malloc(NBIG * sizeof *eg), *w = malloc(NBIG * sizeof *w);
    sg_tpair *tf = malloc(2 * NBIG * sizeof *tf), *tg = malloc(2 * NBIG * sizeof *tg),
             *tw = malloc(2 * NBIG * sizeof *tw);
    CU_ASSERT_FATAL(ef && eg && w && tf && tg && tw);
    for (int i = 0; i < 302; i++) {
        const int n = i < 300 ? i + 1 : i == 300 ? 1000 : NBIG;
        for (int k = 0; k < n; k++) {
            ef[k] = sg_apair_make(uniform(&st, 0.05f, 0.999f), uniform(&st, -1.0f, 1.0f));
            eg[k] = sg_apair_make(sg_apair_bf16(ef[k].a), sg_apair_bf16(ef[k].b));
            tf[2 * k] = sg_tpair_make(ef[k].a, ef[k].b);
            tg[2 * k] = sg_tpair_make(eg[k].a, eg[k].b);
        }
        sg_apair_tree_scan(ef, n, w);
        sg_apair_bf16_tree_scan(eg, n, w);
        sg_tpair_tree_scan(tf, n, 2, tw);
        sg_tpair_bf16_tree_scan(tg, n, 2, tw);
        for (int k = 0; k < n; k++)
            if (!(same_tpair(tf[2 * k], ef[k]) && same_tpair(tg[2 * k], eg[k]))) {
                if (bad < 5)
                    fprintf(stderr, "\n  hd values n=%d k=%d: f32 (%a, %a) host (%a, %a); bf16 (%a, %a) host (%a, %a)\n",
                            n, k, (double)tf[2 * k].a, (double)tf[2 * k].b, (double)ef[k].a, (double)ef[k].b,
                            (double)tg[2 * k].a, (double)tg[2 * k].b, (double)eg[k].a, (double)eg[k].b);
                bad++;
            }
    }
    free(ef);
    free(eg);
    free(w);
    free(tf);
    free(tg);
    free(tw);
    /* the BF16 rounding: random patterns, and the special ones */
    static const uint32_t special[] = {0x7f800000u, 0xff800000u, 0x7fc00000u, 0xffc00001u, 0x7f800001u, 0x7f7fffffu,
                                       0x7f7f8000u, 0x00000001u, 0x80008000u, 0x3f808000u, 0x3f818000u, 0x00000000u};
    for (int i = 0; i < 1000000 + (int)(sizeof special / sizeof special[0]); i++) {
        const uint32_t u = i < 1000000 ? (uint32_t)(sg_test_splitmix64(&st) >> 32) : special[i - 1000000];
        float v, r1, r2;
        memcpy(&v, &u, sizeof v);
        r1 = sg_bf16_roundf(v);
        r2 = sg_apair_bf16(v);
        if (memcmp(&r1, &r2, sizeof r1) != 0) {
            if (bad < 5) fprintf(stderr, "\n  bf16 rounding of 0x%08x: %a, host %a\n", u, (double)r1, (double)r2);
            bad++;
        }
    }
    CU_ASSERT_EQUAL(bad, 0);
}

/* ---- (b) exact arithmetic ------------------------------------------------------- */
static void test_tree_exact(void) {
    enum { NMAX = 17 };
    int64_t bad = 0;
    for (int bf16 = 0; bf16 < 2; bf16++)
        for (int n = 1; n <= NMAX; n++) {
            sg_apair e[NMAX], w[NMAX];
            for (int k = 0; k < n; k++) {
                /* FP32: a in {-2..2}, |A| <= 2^17, |B| <= 3 (2^18 - 1) < 2^24; BF16: a in {-1, 0, 1},
                 * |B| <= 3 n <= 51 < 2^8: every product and sum exact; a = 0 is a reset */
                const int r = (k * 7 + n * 3) % (bf16 ? 3 : 5);
                const float a = (float)(r - (bf16 ? 1 : 2));
                e[k] = sg_apair_make(a, (float)((k * 5 + n) % 7) - 3.0f);
            }
            sg_apair serial[NMAX];
            sg_apair p = e[0];
            serial[0] = p;
            for (int k = 1; k < n; k++) {
                p = sg_apair_compose(e[k], p);
                serial[k] = p;
            }
            if (bf16)
                sg_apair_bf16_tree_scan(e, n, w);
            else
                sg_apair_tree_scan(e, n, w);
            for (int k = 0; k < n; k++)
                if (!(e[k].a == serial[k].a && e[k].b == serial[k].b)) {
                    if (bad < 5)
                        fprintf(stderr, "\n  %s n=%d k=%d: tree (%g, %g) serial (%g, %g)\n", bf16 ? "bf16" : "f32", n, k,
                                (double)e[k].a, (double)e[k].b, (double)serial[k].a, (double)serial[k].b);
                    bad++;
                }
        }
    CU_ASSERT_EQUAL(bad, 0);
}

/* ---- (c) L = 1 ---------------------------------------------------------------------- */
static void test_l1_canonical(void) {
    static const struct {
        const char *set, *name;
    } cases[] = {{"ci", "rg_L1_carry"}, {"ci", "rg_L1_reset"}, {"smoke", "rg_L1_reset_h0"}};
    sg_backend_table t;
    sg_backends_fill(&t);
    const sg_backend *be = sg_backend_find(&t, "cpu.rglru_assoc_f32"), *can = sg_backend_find(&t, "cpu.canonical_f32");
    CU_ASSERT_FATAL(be != NULL && can != NULL);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const sg_case_spec *spec;
        SG_ASSERT_OK(sg_fixture_find(cases[i].set, cases[i].name, &spec));
        CU_ASSERT_FATAL(spec->L == 1);
        sg_case c;
        SG_ASSERT_OK(sg_case_make(spec, SG_DEFAULT_SEED, &c));
        sg_tset o, oc;
        double sec;
        SG_ASSERT_OK(sg_eval_run(be, &c, 0, &o, &sec));
        SG_ASSERT_OK(sg_eval_run(can, &c, 1, &oc, &sec));
        const int same = sg_twin_same_bits(&o, &oc);
        if (!same) fprintf(stderr, "\n  %s:%s: cpu.rglru_assoc_f32 differs from cpu.canonical_f32\n", cases[i].set, cases[i].name);
        CU_ASSERT(same);
        sg_tset_free(&o);
        sg_tset_free(&oc);
        sg_case_free(&c);
    }
}

/* ---- (d) the gates over the ci set --------------------------------------------------- */
static sg_expected g_ex;
static sg_thresholds g_th;
static int g_loaded;

static void load(void) {
    if (g_loaded) return;
    char path[1024];
    const char *src = sg_test_env("SG_SOURCE_DIR", ".");
    snprintf(path, sizeof path, "%s/THRESHOLDS.md", src);
    if (sg_thresholds_load(path, &g_th)) {
        fprintf(stderr, "\n  %s\n", sg_errmsg());
        CU_FAIL_FATAL("cannot load THRESHOLDS.md (SG_SOURCE_DIR)");
    }
    snprintf(path, sizeof path, "%s/EXPECTED_STATUS.md", src);
    const sg_status st = sg_backends_expected_load(path, src, &g_ex);
    if (st) {
        fprintf(stderr, "\n  %s\n", sg_errmsg());
        sg_thresholds_free(&g_th);
        CU_FAIL_FATAL("cannot load EXPECTED_STATUS.md (SG_SOURCE_DIR)");
    }
    g_loaded = 1;
}

/* The worst gate of a judged result: the measured, gated metric with the
 * largest value / FAIL limit (a zero limit: Inf when exceeded, else 0; NaN
 * first). Returns its index in *qi, *k; -1 when nothing is gated. */
static double worst_gate(const sg_case_result *res, int *qi, int *k, const sg_threshold **row) {
    double w = -1;
    *qi = *k = -1;
    *row = NULL;
    for (int i = 0; i < res->nq; i++)
        for (int m = 0; m < SG_M_COUNT; m++) {
            if (!res->q[i].measured[m]) continue;
            const sg_threshold *t = sg_thresholds_find(&g_th, "rglru", res->q[i].quantity, sg_metric_name((sg_metric)m));
            if (!t || sg_threshold_report_only(t)) continue;
            const double v = res->q[i].m.v[m];
            double r;
            if (isnan(v)) r = (double)INFINITY;
            else if (t->fail > 0) r = v / t->fail;
            else r = v <= t->fail ? 0.0 : (double)INFINITY;
            if (r > w || (*qi < 0 && r >= w)) {
                w = r;
                *qi = i;
                *k = m;
                *row = t;
            }
        }
    return w;
}

static void test_ci_gates(void) {
    load();
    sg_backend_table t;
    sg_backends_fill(&t);
    const sg_backend *rows[N_CAND];
    sg_test_find_rows(&t, cand, N_CAND, rows);
    const sg_case_spec *specs;
    int n;
    SG_ASSERT_OK(sg_fixture_set("ci", &specs, &n));
    int ncases = 0, nquar[N_CAND] = {0}, nworse = 0, nsame = 0;
    printf("\n  %-22s %-21s %-8s %-11s %-22s %-10s %s\n", "case", "backend", "verdict", "outcome", "worst gate", "value",
           "limits (MARGINAL, FAIL)");
    for (int ci = 0; ci < n; ci++) {
        if (specs[ci].model != SG_MODEL_RGLRU) continue;
        ncases++;
        sg_case c;
        SG_ASSERT_OK(sg_case_make(&specs[ci], SG_DEFAULT_SEED, &c));
        /* as `scangate run` evaluates: two poisoned runs, the yardstick's metrics */
        const sg_eval_opts eo = {.th = &g_th, .expected = &g_ex, .set = "ci", .cache_dir = sg_test_cache_dir(), .table = &t,
                                 .rows = rows, .nrows = N_CAND, .keep_outputs = 1};
        sg_eval_result er;
        SG_ASSERT_OK(sg_eval_case(&c, &eo, &er));
        CU_ASSERT_FATAL(er.n == N_CAND);
        for (int b = 0; b < N_CAND; b++) {
            const sg_case_result *res = &er.items[b].res;
            int qi, k;
            const sg_threshold *row;
            const double w = worst_gate(res, &qi, &k, &row);
            char gate[2 * SG_NAME_MAX + 8] = "-", val[32] = "-", lim[96] = "-";
            if (qi >= 0) {
                snprintf(gate, sizeof gate, "%s.%s", res->q[qi].quantity, sg_metric_name((sg_metric)k));
                snprintf(val, sizeof val, "%.4g", res->q[qi].m.v[k]);
                snprintf(lim, sizeof lim, "%g, %g (x%.3g)", row->marginal, row->fail, w);
            }
            printf("  %-22s %-21s %-8s %-11s %-22s %-10s %s\n", c.spec.name, cand[b], sg_verdict_name(res->worst),
                   sg_outcome_name(res->outcome), gate, val, lim);
            const int ok = res->outcome == SG_OUTCOME_PASS || res->outcome == SG_OUTCOME_QUARANTINED;
            if (!ok) {
                fprintf(stderr, "\n  %s on %s: verdict %s, outcome %s (EXPECTED_STATUS.md line %d)\n", cand[b],
                        c.spec.name, sg_verdict_name(res->worst), sg_outcome_name(res->outcome),
                        res->expect ? res->expect->line : -1);
                CU_FAIL("candidate outcome differs from EXPECTED_STATUS.md");
            }
            nquar[b] += res->outcome == SG_OUTCOME_QUARANTINED;
        }
        /* BF16 against FP32 on y (rel_l2 against the oracle) */
        const sg_qresult *yf = &er.items[0].res.q[0], *yb = &er.items[1].res.q[0];
        CU_ASSERT_FATAL(strcmp(yf->quantity, "y") == 0 && strcmp(yb->quantity, "y") == 0);
        const double rf = yf->m.v[SG_M_REL_L2], rb = yb->m.v[SG_M_REL_L2];
        const int64_t differ = sg_test_count_unequal(sg_tset_get(&er.items[0].out_a, "y"), sg_tset_get(&er.items[1].out_a, "y"));
        if (isfinite(rf) && isfinite(rb)) {
            printf("  %-22s y.rel_l2 bf16 %.4e  f32 %.4e  ratio %.3g  (%lld of %lld y values differ)\n", "", rb, rf,
                   rb / rf, (long long)differ, (long long)(c.spec.B * c.spec.L * c.spec.D));
            if (differ == 0) {
                nsame++;
                if (c.spec.L != 1) {
                    fprintf(stderr, "\n  %s: BF16 and FP32 y bitwise equal with L = %lld\n", c.spec.name,
                            (long long)c.spec.L);
                    CU_FAIL("BF16 candidate's y equals the FP32 one's beyond L = 1");
                }
            } else if (rb > rf) {
                nworse++;
            } else {
                fprintf(stderr, "\n  %s: y.rel_l2 bf16 %.6e not above f32 %.6e\n", c.spec.name, rb, rf);
                CU_FAIL("BF16 candidate not worse than the FP32 one on y");
            }
        } else {
            printf("  %-22s y.rel_l2 bf16 %g  f32 %g  (not both finite: not compared)\n", "", rb, rf);
        }
        sg_eval_free(&er);
        sg_case_free(&c);
    }
    CU_ASSERT(ncases >= 20);
    printf("  %d RG-LRU ci cases; quarantined outcomes: %s %d, %s %d, %s %d; y.rel_l2 bf16 > f32 on %d, y bitwise "
           "equal on %d (L = 1)\n",
           ncases, cand[0], nquar[0], cand[1], nquar[1], cand[2], nquar[2], nworse, nsame);
}

/* rg_long_16k, cpu.rglru_assoc_f32's quarantined case: its h_last against (i)
 * the oracle, (ii) the exact (long double) composition of its own FP32
 * coefficients (the decays a = expf(l)), (iii) that of the decays 1 + expm1(l)
 * (the emulations' delta form, section 7). Asserted: (ii) is at most a tenth
 * of (i), i.e. the FAIL is the rounded decay's (a rounds to 1 in the clip
 * regime, THRESHOLDS.md Findings), not the tree's: that error is about
 * L (1 - a) / 2 ~ 1.3e-4 relative, while the tree's own roundings, about
 * log2(L) per product chain and random-sign partial sums, stay near
 * sqrt(L) u32 ~ 7.6e-6 at most (the same reasoning as test_emulation). */
static void test_long_evidence(void) {
    sg_case c;
    sg_test_fixture_case("ci", "rg_long_16k", &c);
    sg_rglru_problem pb;
    SG_ASSERT_OK(sg_case_rglru_problem(&c, &pb));
    const int64_t B = pb.B, L = pb.L, D = pb.D;
    double *ex[2];
    for (int f = 0; f < 2; f++) {
        ex[f] = malloc((size_t)(B * D) * sizeof(double));
        CU_ASSERT_FATAL(ex[f] != NULL);
    }
    for (int64_t b = 0; b < B; b++)
        for (int64_t d = 0; d < D; d++) {
            const float s = sg_softplusf(pb.p[d]);
            long double h[2] = {pb.h0[b * D + d], pb.h0[b * D + d]};
            for (int64_t t = 0; t < L; t++) {
                const int64_t k = (b * L + t) * D + d;
                const sg_rg_coef q = sg_rg_step(sg_bf16_to_f32(pb.x[k]), sg_bf16_to_f32(pb.u[k]), sg_bf16_to_f32(pb.v[k]),
                                                s, pb.segpos[b * L + t] == 0);
                const long double delta = q.abar > 0.5f ? 1.0L + (long double)q.abm1 : (long double)q.abar;
                h[0] = (long double)q.abar * h[0] + (long double)q.b;
                h[1] = delta * h[1] + (long double)q.b;
            }
            ex[0][b * D + d] = (double)h[0];
            ex[1][b * D + d] = (double)h[1];
        }
    sg_tset orc;
    sg_test_oracle_held(&c, &orc);
    sg_backend_table t;
    sg_backends_fill(&t);
    sg_tset o;
    double sec;
    SG_ASSERT_OK(sg_eval_run(sg_backend_find(&t, "cpu.rglru_assoc_f32"), &c, 0, &o, &sec));
    const double *refs[3] = {sg_tset_get(&orc, "h_last.f64")->data, ex[0], ex[1]};
    const float *v = sg_tset_get(&o, "h_last")->data;
    double rel[3];
    for (int r = 0; r < 3; r++) rel[r] = sg_test_rel_l2(v, refs[r], B * D);
    printf("\n  rg_long_16k cpu.rglru_assoc_f32 h_last rel_l2 against (i) the oracle %.4g, (ii) the exact composition of\n"
           "  its decays expf(l) %.4g, (iii) that of 1 + expm1(l) %.4g\n",
           rel[0], rel[1], rel[2]);
    CU_ASSERT(rel[1] <= rel[0] / 10.0);
    sg_tset_free(&o);
    sg_tset_free(&orc);
    free(ex[0]);
    free(ex[1]);
    sg_case_free(&c);
}

/* ---- (e) the atomicAdd order of cpu.rglru_atomic_dp ----------------------------------- */
static uint64_t g_key_seed, g_key_call;

static sg_status keyed(const sg_rglru_problem *pb, sg_rglru_outputs *out) {
    return sg_rglru_atomic_dp_keyed(pb, out, g_key_seed, g_key_call);
}

static sg_status always(void) { return SG_OK; }

static const sg_backend keyed_row = {.name = "test.atomic_dp_keyed",
                                     .kind = SG_BACKEND_CPU,
                                     .algorithm = "cpu.rglru_atomic_dp with the order's key (seed, call) given",
                                     .impl[SG_MODEL_RGLRU] = (sg_impl_fn)keyed,
                                     .available = always};

#define ATOMIC_CASE "rg_docs_B4"

static void make_atomic_case(sg_case *c) { sg_test_fixture_case("ci", ATOMIC_CASE, c); }

static int same_tensor(const sg_tset *a, const sg_tset *b, const char *name) {
    const sg_tensor *x = sg_tset_get(a, name), *y = sg_tset_get(b, name);
    return x && y && sg_tensor_nbytes(x) == sg_tensor_nbytes(y) && memcmp(x->data, y->data, sg_tensor_nbytes(x)) == 0;
}

/* Channels whose dp bits differ. */
static int64_t dp_differ(const sg_tset *a, const sg_tset *b) {
    const sg_tensor *x = sg_tset_get(a, "dp"), *y = sg_tset_get(b, "dp");
    CU_ASSERT_FATAL(x && y && sg_tensor_numel(x) == sg_tensor_numel(y));
    const uint32_t *p = x->data, *q = y->data;
    int64_t n = 0;
    for (size_t i = 0; i < sg_tensor_numel(x); i++) n += p[i] != q[i];
    return n;
}

/* Every output but dp bitwise equal. */
static int same_but_dp(const sg_tset *a, const sg_tset *b) {
    int ok = a->n == b->n;
    for (int i = 0; ok && i < a->n; i++)
        if (strcmp(a->t[i].name, "dp") != 0) ok = same_tensor(a, b, a->t[i].name);
    return ok;
}

static void run_keyed(const sg_case *c, uint64_t seed, uint64_t call, sg_tset *o) {
    double sec;
    g_key_seed = seed;
    g_key_call = call;
    SG_ASSERT_OK(sg_eval_run(&keyed_row, c, 0, o, &sec));
}

static void test_atomic_calls(void) {
    CU_ASSERT_EQUAL_FATAL(unsetenv("SG_ATOMIC_SEED"), 0);
    sg_backend_table t;
    sg_backends_fill(&t);
    const sg_backend *at = sg_backend_find(&t, "cpu.rglru_atomic_dp"), *ser = sg_backend_find(&t, "cpu.rglru_chunk16_serial");
    CU_ASSERT_FATAL(at != NULL && ser != NULL);
    sg_case c;
    make_atomic_case(&c);
    CU_ASSERT_FATAL(c.spec.B * ((c.spec.L + 15) / 16) >= 64);
    sg_tset o1, o2, os, k1, k2, k1b, kx;
    double sec;
    const uint64_t c0 = sg_rglru_atomic_dp_calls();
    SG_ASSERT_OK(sg_eval_run(at, &c, 0, &o1, &sec));
    SG_ASSERT_OK(sg_eval_run(at, &c, 1, &o2, &sec));
    CU_ASSERT_EQUAL(sg_rglru_atomic_dp_calls(), c0 + 2);
    SG_ASSERT_OK(sg_eval_run(ser, &c, 0, &os, &sec));
    const int64_t D = c.spec.D, d12 = dp_differ(&o1, &o2), d1s = dp_differ(&o1, &os);
    printf("\n  %s (B=%lld, %lld partials per channel): calls %llu and %llu differ in dp on %lld of %lld channels;"
           " call %llu differs from cpu.rglru_chunk16_serial on %lld\n",
           ATOMIC_CASE, (long long)c.spec.B, (long long)(c.spec.B * ((c.spec.L + 15) / 16)), (unsigned long long)c0,
           (unsigned long long)(c0 + 1), (long long)d12, (long long)D, (unsigned long long)c0, (long long)d1s);
    CU_ASSERT(d12 > 0);
    CU_ASSERT(same_but_dp(&o1, &o2));
    CU_ASSERT(same_but_dp(&o1, &os));
    /* reproducible from (seed, call); the keyed runs leave the counter alone */
    run_keyed(&c, SG_ATOMIC_SEED_DEFAULT, c0, &k1);
    run_keyed(&c, SG_ATOMIC_SEED_DEFAULT, c0 + 1, &k2);
    run_keyed(&c, SG_ATOMIC_SEED_DEFAULT, c0, &k1b);
    run_keyed(&c, SG_ATOMIC_SEED_DEFAULT + 1, c0, &kx);
    CU_ASSERT_EQUAL(sg_rglru_atomic_dp_calls(), c0 + 2);
    CU_ASSERT(sg_twin_same_bits(&k1, &o1));
    CU_ASSERT(sg_twin_same_bits(&k2, &o2));
    CU_ASSERT(sg_twin_same_bits(&k1b, &k1));
    const int64_t dx = dp_differ(&kx, &o1);
    printf("  seed %llu vs %llu at call %llu: dp differs on %lld of %lld channels\n",
           (unsigned long long)SG_ATOMIC_SEED_DEFAULT, (unsigned long long)(SG_ATOMIC_SEED_DEFAULT + 1),
           (unsigned long long)c0, (long long)dx, (long long)D);
    CU_ASSERT(dx > 0);
    CU_ASSERT(same_but_dp(&kx, &os));
    /* the order itself: a permutation, a function of (seed, call, d) */
    enum { NP = 256 };
    int64_t p1[NP], p2[NP], p3[NP];
    int seen[NP];
    sg_rglru_atomic_dp_order(SG_ATOMIC_SEED_DEFAULT, 7, 3, NP, p1);
    sg_rglru_atomic_dp_order(SG_ATOMIC_SEED_DEFAULT, 7, 3, NP, p2);
    sg_rglru_atomic_dp_order(SG_ATOMIC_SEED_DEFAULT, 8, 3, NP, p3);
    memset(seen, 0, sizeof seen);
    int perm_ok = 1, moved = 0;
    for (int i = 0; i < NP; i++) {
        perm_ok &= p1[i] >= 0 && p1[i] < NP && !seen[p1[i]];
        if (p1[i] >= 0 && p1[i] < NP) seen[p1[i]] = 1;
        moved += p1[i] != p3[i];
    }
    CU_ASSERT(perm_ok);
    CU_ASSERT(memcmp(p1, p2, sizeof p1) == 0);
    CU_ASSERT(moved > 0);
    sg_tset_free(&o1);
    sg_tset_free(&o2);
    sg_tset_free(&os);
    sg_tset_free(&k1);
    sg_tset_free(&k2);
    sg_tset_free(&k1b);
    sg_tset_free(&kx);
    sg_case_free(&c);
}

/* Child mode (SG_CANDIDATES_CHILD set): one plain call of cpu.rglru_atomic_dp
 * on ATOMIC_CASE in a fresh process; prints the counter it used and dp's bits,
 * or the error; exits with the call's status. */
static void child_main(void) {
    sg_backend_table t;
    sg_backends_fill(&t);
    sg_case c;
    const sg_case_spec *spec;
    if (sg_fixture_find("ci", ATOMIC_CASE, &spec) || sg_case_make(spec, SG_DEFAULT_SEED, &c)) {
        printf("error %s\n", sg_errmsg());
        exit(SG_E_INTERNAL);
    }
    sg_tset o;
    double sec;
    const uint64_t call = sg_rglru_atomic_dp_calls();
    const sg_status st = sg_eval_run(sg_backend_find(&t, "cpu.rglru_atomic_dp"), &c, 0, &o, &sec);
    if (st) {
        printf("error %s\n", sg_errmsg());
        exit((int)st);
    }
    printf("call %llu\n", (unsigned long long)call);
    const sg_tensor *dp = sg_tset_get(&o, "dp");
    const uint32_t *w = dp->data;
    for (size_t i = 0; i < sg_tensor_numel(dp); i++) printf("%08x\n", (unsigned)w[i]);
    exit(0);
}

/* Runs this program in child mode with `env` prepended; its output in out. */
static int run_child(const char *env, char *out, size_t cap) {
    char exe[900], cmd[1200];
    const ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    CU_ASSERT_FATAL(n > 0);
    exe[n] = '\0';
    snprintf(cmd, sizeof cmd, "%s SG_CANDIDATES_CHILD=1 OMP_NUM_THREADS=2 '%s' 2>&1", env, exe);
    FILE *p = popen(cmd, "r");
    CU_ASSERT_PTR_NOT_NULL_FATAL(p);
    const size_t got = fread(out, 1, cap - 1, p);
    out[got] = 0;
    const int st = pclose(p);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* dp's bits as the child prints them. */
static void dp_lines(const sg_tset *o, uint64_t call, char *buf, size_t cap) {
    const sg_tensor *dp = sg_tset_get(o, "dp");
    const uint32_t *w = dp->data;
    size_t u = (size_t)snprintf(buf, cap, "call %llu\n", (unsigned long long)call);
    for (size_t i = 0; i < sg_tensor_numel(dp) && u < cap; i++) u += (size_t)snprintf(buf + u, cap - u, "%08x\n", (unsigned)w[i]);
}

static void test_atomic_processes(void) {
    static char a[1 << 14], b[1 << 14], want[1 << 14];
    sg_case c;
    make_atomic_case(&c);
    sg_tset k;
    /* two processes, the same seed: the same first call (counter 0), equal to the keyed run (seed, 0) */
    CU_ASSERT_EQUAL(run_child("SG_ATOMIC_SEED=987654321", a, sizeof a), 0);
    CU_ASSERT_EQUAL(run_child("SG_ATOMIC_SEED=987654321", b, sizeof b), 0);
    CU_ASSERT(strcmp(a, b) == 0);
    run_keyed(&c, UINT64_C(987654321), 0, &k);
    dp_lines(&k, 0, want, sizeof want);
    CU_ASSERT(strcmp(a, want) == 0);
    sg_tset_free(&k);
    /* the default seed */
    CU_ASSERT_EQUAL(run_child("SG_ATOMIC_SEED=", b, sizeof b), 0);
    run_keyed(&c, SG_ATOMIC_SEED_DEFAULT, 0, &k);
    dp_lines(&k, 0, want, sizeof want);
    CU_ASSERT(strcmp(b, want) == 0);
    CU_ASSERT(strcmp(a, b) != 0); /* another seed, another order */
    sg_tset_free(&k);
    /* a malformed seed fails the call */
    static const char *const badseeds[] = {"SG_ATOMIC_SEED=12x", "SG_ATOMIC_SEED=-1", "SG_ATOMIC_SEED=0123",
                                           "SG_ATOMIC_SEED=18446744073709551616"};
    for (size_t i = 0; i < sizeof badseeds / sizeof badseeds[0]; i++) {
        const int rc = run_child(badseeds[i], a, sizeof a);
        if (rc != SG_E_USAGE || !strstr(a, "SG_ATOMIC_SEED")) fprintf(stderr, "\n  %s: exit %d: %s\n", badseeds[i], rc, a);
        CU_ASSERT(rc == SG_E_USAGE && strstr(a, "SG_ATOMIC_SEED") != NULL);
    }
    CU_ASSERT_EQUAL(run_child("SG_ATOMIC_SEED=18446744073709551615", a, sizeof a), 0);
    sg_case_free(&c);
}

static void test_rows(void) {
    sg_backend_table t;
    sg_backends_fill(&t);
    int nn;
    const char *const *names = sg_backend_names(&nn);
    for (int b = 0; b < N_CAND; b++) {
        const sg_backend *be = sg_backend_find(&t, cand[b]);
        CU_ASSERT_FATAL(be != NULL);
        CU_ASSERT(SG_RGLRU_IMPL(be) != NULL && SG_SAMU_IMPL(be) == NULL && be->available() == SG_OK);
        CU_ASSERT(strstr(be->algorithm, "refused candidate") != NULL);
        int named = 0;
        for (int k = 0; k < nn; k++) named |= strcmp(names[k], cand[b]) == 0;
        CU_ASSERT(named);
    }
}

static void test_done(void) {
    if (g_loaded) {
        sg_thresholds_free(&g_th);
        sg_expected_free(&g_ex);
        g_loaded = 0;
    }
    CU_PASS("released");
}

void sg_register_tests(void) {
    if (getenv("SG_CANDIDATES_CHILD")) child_main(); /* does not return */
    static const sg_test_entry t[] = {
        {"candidate rows in the backend table", test_rows},
        {"tree order equals jax.lax.associative_scan's recursion (n = 1..17)", test_tree_order},
        {"sg_scan_tree_hd.h (device-callable) composes the same trees, the same bits", test_tree_hd},
        {"tree prefixes equal serial compositions in exact arithmetic", test_tree_exact},
        {"L = 1: cpu.rglru_assoc_f32 equals the canonical path bitwise", test_l1_canonical},
        {"ci: outcomes as EXPECTED_STATUS.md says; BF16 worse than FP32 on y", test_ci_gates},
        {"rg_long_16k: the FP32 tree's FAIL is the rounded decay's (evidence)", test_long_evidence},
        {"atomic dp: calls differ in dp only, reproducible from (seed, call)", test_atomic_calls},
        {"atomic dp: two processes, SG_ATOMIC_SEED", test_atomic_processes},
        {"release", test_done},
        {NULL, NULL},
    };
    sg_add_suite("candidates_rglru", t);
}
