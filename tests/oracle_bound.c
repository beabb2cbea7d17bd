/* oracle_bound.c - the fast oracle's bound checked from outside (reference/EQUATIONS.md section 11,
 * issue 39 point 3), RG-LRU: on generated sequences (every regime, resets, long memory, large x),
 * each value the fast path computes (y, dx, du, dv every step; h_n, dh0, the dp sum per sequence)
 * against the MPFR path's value at the same precision (sg_oracle_rglru_seq), the distance taken in
 * MPFR at prec + 256 bits: every distance must be within the fast path's stated bound e.
 *
 *   oracle_bound [--elements N] [--prec P] [--seed S] [--out FILE]
 *
 * N: at least this many values checked (default 1e6); P: the working precision of both paths
 * (default 191, the certification precision); S: the fixtures' seed (default 20261129). Prints,
 * and writes to FILE (Markdown), per case: sequences, values, violations, ranges that left the
 * double-words' domain, the largest distance / bound. Exit 0 when no distance exceeds its bound
 * and no value left the range, 1 otherwise, 2 on bad arguments. */
#include "sg_fixtures.h"
#include "sg_oracle.h"
#include "rglru_oracle.h"

#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    int64_t values, violations, bad, seqs;
    double worst; /* largest distance / bound over values with a positive bound */
} tally;

/* One value: |hi + lo - X| against e. */
static void check(const sg_dd *f, mpfr_srcptr X, mpfr_ptr t, tally *a) {
    mpfr_set_d(t, f->hi, MPFR_RNDN);
    mpfr_add_d(t, t, f->lo, MPFR_RNDN);
    mpfr_sub(t, t, X, MPFR_RNDN);
    mpfr_abs(t, t, MPFR_RNDN);
    a->values++;
    if (mpfr_cmp_d(t, f->e) > 0) {
        if (a->violations < 5)
            fprintf(stderr, "oracle_bound: distance %.3e > bound %.3e (value %.17g)\n", mpfr_get_d(t, MPFR_RNDU), f->e,
                    f->hi);
        a->violations++;
    }
    if (f->e > 0) {
        const double r = mpfr_get_d(t, MPFR_RNDU) / f->e;
        if (r > a->worst) a->worst = r;
    }
}

/* Every (b, d) sequence of the case: both paths, every value checked. */
static void run_case(const sg_case *c, long prec, tally *a) {
    sg_rglru_problem pb;
    if (sg_case_rglru_problem(c, &pb) != SG_OK) {
        fprintf(stderr, "oracle_bound: %s: %s\n", c->spec.name, sg_errmsg());
        exit(1);
    }
    const int64_t B = pb.B, L = pb.L, D = pb.D;
#pragma omp parallel
    {
        tally loc = {0, 0, 0, 0, 0.0};
        mpfr_t *y = malloc((size_t)L * sizeof *y), *dx = malloc((size_t)L * sizeof *dx);
        mpfr_t *du = malloc((size_t)L * sizeof *du), *dv = malloc((size_t)L * sizeof *dv);
        sg_dd *fy = malloc((size_t)L * sizeof *fy), *fdx = malloc((size_t)L * sizeof *fdx);
        sg_dd *fdu = malloc((size_t)L * sizeof *fdu), *fdv = malloc((size_t)L * sizeof *fdv);
        if (!y || !dx || !du || !dv || !fy || !fdx || !fdu || !fdv) exit(1);
        for (int64_t t = 0; t < L; t++) mpfr_inits2((mpfr_prec_t)prec, y[t], dx[t], du[t], dv[t], (mpfr_ptr)0);
        mpfr_t hin, hout, gin, gout, acc, tmp;
        mpfr_inits2((mpfr_prec_t)prec, hin, hout, gin, gout, (mpfr_ptr)0);
        mpfr_init2(acc, (mpfr_prec_t)prec + 64);
        mpfr_init2(tmp, (mpfr_prec_t)prec + 256);
#pragma omp for schedule(dynamic, 1)
        for (int64_t k = 0; k < B * D; k++) {
            const int64_t b = k / D, d = k % D, o = b * L * D + d;
            const sg_oracle_rglru_seq_in in = {L, D, pb.x + o, pb.u + o, pb.v + o, pb.dy + o, pb.segpos + b * L, pb.p[d]};
            const float h0 = pb.h0 ? pb.h0[b * D + d] : 0.0f, gl = pb.dh_last ? pb.dh_last[b * D + d] : 0.0f;
            mpfr_set_flt(hin, h0, MPFR_RNDN);
            mpfr_set_flt(gin, gl, MPFR_RNDN);
            mpfr_set_zero(acc, 1);
            sg_dd fh, fdh0, facc = sg_dd_exact(0.0);
            int bad = 0;
            if (sg_oracle_rglru_seq(&in, prec, 1, hin, hout, gin, gout, acc, y, dx, du, dv, NULL) != SG_OK ||
                sg_oracle_rglru_seq_fast(&in, prec, 1, h0, &gl, fy, fdx, fdu, fdv, &fh, &fdh0, &facc, &bad) != SG_OK) {
                fprintf(stderr, "oracle_bound: %s: %s\n", c->spec.name, sg_errmsg());
                exit(1);
            }
            loc.seqs++;
            if (bad) {
                loc.bad++;
                continue;
            }
            for (int64_t t = 0; t < L; t++) {
                check(&fy[t], y[t], tmp, &loc);
                check(&fdx[t], dx[t], tmp, &loc);
                check(&fdu[t], du[t], tmp, &loc);
                check(&fdv[t], dv[t], tmp, &loc);
            }
            check(&fh, hout, tmp, &loc);
            check(&fdh0, gout, tmp, &loc);
            check(&facc, acc, tmp, &loc);
        }
#pragma omp critical(oracle_bound_merge)
        {
            a->values += loc.values;
            a->violations += loc.violations;
            a->bad += loc.bad;
            a->seqs += loc.seqs;
            if (loc.worst > a->worst) a->worst = loc.worst;
        }
        for (int64_t t = 0; t < L; t++) mpfr_clears(y[t], dx[t], du[t], dv[t], (mpfr_ptr)0);
        mpfr_clears(hin, hout, gin, gout, acc, tmp, (mpfr_ptr)0);
        free(y), free(dx), free(du), free(dv), free(fy), free(fdx), free(fdu), free(fdv);
        mpfr_free_cache2(MPFR_FREE_LOCAL_CACHE);
    }
}

int main(int argc, char **argv) {
    double want = 1e6;
    long prec = 191;
    uint64_t seed = SG_DEFAULT_SEED;
    const char *out = NULL;
    for (int i = 1; i < argc; i += 2) {
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        char *end = NULL;
        if (!v) return fprintf(stderr, "oracle_bound: %s needs a value\n", argv[i]), 2;
        if (strcmp(argv[i], "--elements") == 0) want = strtod(v, &end);
        else if (strcmp(argv[i], "--prec") == 0) prec = strtol(v, &end, 10);
        else if (strcmp(argv[i], "--seed") == 0) seed = strtoull(v, &end, 10);
        else if (strcmp(argv[i], "--out") == 0) out = v, end = (char *)v + strlen(v);
        else return fprintf(stderr, "oracle_bound: unknown option %s\n", argv[i]), 2;
        if (!end || *end || !(want >= 1) || prec < 64 || prec > 1000)
            return fprintf(stderr, "oracle_bound: bad value for %s: '%s'\n", argv[i], v), 2;
    }
    /* B x L x D each; regimes, resets and x scales that stress the bound: near-1 decays over long
     * memory, the clip regime, fast decays with large x, resets at t = 1 and in documents */
    static const sg_case_spec specs[] = {
        {"ob_init_docs", "init, packed documents", SG_MODEL_RGLRU, 2, 16384, 8, "t1+docs:700", 1, 1, "init", 1.0},
        {"ob_near1", "decays near 1, no reset", SG_MODEL_RGLRU, 1, 65536, 8, "none", 1, 1, "near1", 1.0},
        {"ob_clip", "the clip regime, documents", SG_MODEL_RGLRU, 2, 16384, 8, "docs:3000", 1, 1, "clip", 1.0},
        {"ob_fast_bigx", "fast decays, x scaled by 64", SG_MODEL_RGLRU, 2, 16384, 8, "docs:100", 1, 1, "fast", 64.0},
        {"ob_mixed_small", "every regime, x scaled by 2^-20", SG_MODEL_RGLRU, 2, 16384, 8, "at:5,77,4000", 1, 1, "mixed",
         0x1p-20},
    };
    const int ns = (int)(sizeof specs / sizeof specs[0]);
    tally tot = {0, 0, 0, 0, 0.0}, per[8];
    int rounds = 0;
    const double t0 = omp_get_wtime();
    memset(per, 0, sizeof per);
    while ((double)tot.values < want) {
        for (int k = 0; k < ns; k++) {
            sg_case c;
            if (sg_case_make(&specs[k], seed + (uint64_t)rounds, &c) != SG_OK) {
                fprintf(stderr, "oracle_bound: %s: %s\n", specs[k].name, sg_errmsg());
                return 1;
            }
            tally a = {0, 0, 0, 0, 0.0};
            run_case(&c, prec, &a);
            sg_case_free(&c);
            per[k].values += a.values, per[k].violations += a.violations, per[k].bad += a.bad, per[k].seqs += a.seqs;
            if (a.worst > per[k].worst) per[k].worst = a.worst;
            tot.values += a.values, tot.violations += a.violations, tot.bad += a.bad, tot.seqs += a.seqs;
            if (a.worst > tot.worst) tot.worst = a.worst;
        }
        rounds++;
    }
    const double secs = omp_get_wtime() - t0;
    char buf[8192];
    int n = snprintf(buf, sizeof buf,
                     "# The fast oracle's bound against the MPFR path (RG-LRU)\n\n"
                     "`oracle_bound --elements %.0f --prec %ld --seed %llu`: both paths at %ld bits on every (b, d)\n"
                     "sequence of %d seed(s) from %llu, each value's distance to the MPFR value (MPFR at %ld bits)\n"
                     "against the fast path's bound; %.0f s on %d threads.\n\n"
                     "| case | sequences | values | distance > bound | out of range | largest distance / bound |\n"
                     "|---|---|---|---|---|---|\n",
                     want, prec, (unsigned long long)seed, prec, rounds, (unsigned long long)seed, prec + 256, secs,
                     omp_get_max_threads());
    for (int k = 0; k < ns && n < (int)sizeof buf; k++)
        n += snprintf(buf + n, sizeof buf - (size_t)n, "| %s (%s) | %lld | %lld | %lld | %lld | %.3g |\n", specs[k].name,
                      specs[k].target, (long long)per[k].seqs, (long long)per[k].values, (long long)per[k].violations,
                      (long long)per[k].bad, per[k].worst);
    if (n < (int)sizeof buf)
        n += snprintf(buf + n, sizeof buf - (size_t)n, "| all | %lld | %lld | %lld | %lld | %.3g |\n",
                      (long long)tot.seqs, (long long)tot.values, (long long)tot.violations, (long long)tot.bad,
                      tot.worst);
    fputs(buf, stdout);
    if (out) {
        FILE *f = fopen(out, "w");
        if (!f || fputs(buf, f) < 0 || fclose(f) != 0) return fprintf(stderr, "oracle_bound: cannot write %s\n", out), 1;
    }
    return tot.violations == 0 && tot.bad == 0 ? 0 : 1;
}
