/* sg_attrib.h - the element-by-element test the audit of outside outputs uses
 * to name an operation (reference/EQUATIONS.md section 7.2): a candidate's
 * outputs V explain the outputs O only where they reproduce O's failing
 * elements one by one, not where their errors are merely as large somewhere.
 * Pure functions on arrays, so the rule is tested on constructed outputs
 * (tests/test_audit.c) apart from the evaluation that feeds it. */
#ifndef SG_ATTRIB_H
#define SG_ATTRIB_H

#include "sg_audit.h"
#include "sg_common.h"
#include "sg_gates.h"

/* Whether V reproduces O at one element: |O - V| <= rho |O - E| + kappa u32 S,
 * plus one BF16 ulp of max(|O|, |V|) for a BF16 quantity (two roundings of
 * FP32 values that differ by d differ by at most d + 1 ulp). NaN: no. */
int sg_attrib_reproduces(double O, double V, double E, double S, int bf16, double rho, double kappa);

/* The same for a candidate that cancels, run at the bracket of its operand (the
 * operand moved -2 .. +2 ulps, another libm's roundings): O within [lo, hi],
 * the range the bracket's runs span at the element, widened by the same
 * tolerance (the ulp of the largest magnitude for BF16). */
int sg_attrib_within(double O, double lo, double hi, double E, double S, int bf16, double rho, double kappa);

/* The fraction of n elements (O[i], V[i], E[i], S[i]) V reproduces; NaN when n = 0. */
double sg_attrib_fraction(int64_t n, const double *O, const double *V, const double *E, const double *S, int bf16,
                          double rho, double kappa);

/* Whether a candidate that fails over the model_ulp limit on n_cand elements of
 * a quantity is not more widespread than outputs failing there on n_out: a
 * variant that fails on many more elements (a BF16 decay on every near-1 step)
 * does not explain a sparse failure. At most max(2 n_out, n_out + 8). */
int sg_attrib_not_wider(int64_t n_cand, int64_t n_out);

/* ---- the decision over outputs, the canonical path and the variants ----
 * What `scangate audit --case-file F --outputs O` concludes (audit/run.c) and
 * the planted-cause benchmark (tests/attribution_bench.c) scores: fed outputs
 * already computed and judged, so that both run the same rule. */

#define SG_ATTRIB_TOP 256 /* worst elements compared per quantity */
#define SG_ATTRIB_MAXQ 16 /* quantities compared */
#define SG_ATTRIB_MAXM 8  /* named variants kept */
#define SG_ATTRIB_MAXV 64 /* candidates offered, kept for the departure's comparison */

/* One quantity's compared elements: its SG_ATTRIB_TOP worst by model_ulp
 * (sg_audit_worst: one order whatever the order offered), with the exact
 * value e and S there; sg_attrib_select keeps the failing ones. */
typedef struct {
    sg_audit_worst h;
    sg_audit_elem el[SG_ATTRIB_TOP];
} sg_attrib_pts;

/* Empty selections over each quantity's storage. */
void sg_attrib_pts_init(sg_attrib_pts *p, int n);

/* Offers every element of quantity q from a held oracle (index order), sorts. */
void sg_attrib_pts_held(const sg_quantity *q, const sg_tset *oracle, const sg_tset *given, sg_attrib_pts *p);

/* Whether an element tells candidates apart: its error |O - E| exceeds what
 * the exact result itself would be allowed by sg_attrib_reproduces, (1 - rho)
 * |O - E| > kappa u32 S (+ one BF16 ulp of |O| for a BF16 quantity). Where it
 * does not, E and every path within the twin bound "reproduce" O alike: the
 * element is no evidence for any of them. NaN: it does. */
int sg_attrib_discriminates(double O, double E, double S, int bf16, double rho, double kappa);

/* Keeps, per quantity i < nq, the failing elements: none where `res` fails no
 * gate of the quantity; of the rest, those over its model_ulp FAIL limit, or,
 * where none is (a norm or ratio gate fails), those where the outputs err more
 * than the canonical path `canon`; of these, those that discriminate. A
 * quantity left with none gives no element evidence (a failure of a statistic
 * alone: bias_z, err_ratio, frac_not_rn on errors within the twin bound). */
void sg_attrib_select(const sg_model_desc *md, const sg_thresholds *th, const sg_case_result *res,
                      const sg_tset *given, const sg_tset *canon, double rho, double kappa, sg_attrib_pts *pts, int nq);

/* Whether any gate of quantity result q FAILs. */
int sg_attrib_quantity_fails(const sg_qresult *q);

/* Whether every gate that FAILs in `orig` passes (not FAIL) in `other`; the
 * count of those gates and of those that pass. */
int sg_attrib_clears(const sg_case_result *orig, const sg_case_result *other, int *cleared, int *total);

/* The bracket suffix of a variant row's name (".m2", ".m1", ".p1", ".p2";
 * reference/sg_opv_rows.h), or NULL; whether `nm` is a bracket run of `parent`. */
const char *sg_attrib_bracket_suffix(const char *name);
int sg_attrib_bracket_of(const char *nm, const char *parent);

/* Where the departure's S comes from: a held oracle (its S tensors), or,
 * for a streamed one, `fn`, the departure of path outputs `p` on quantity qi
 * accumulated from the blocks (sg_attrib_dep_add; NaN: not accumulated). */
typedef struct {
    const sg_tset *oracle;
    double (*fn)(void *ctx, int qi, const sg_tset *p);
    void *ctx;
} sg_attrib_dep;

/* The rule's state: the outputs, their failing elements, the canonical path,
 * and the variants offered so far that explain them. */
typedef struct {
    const sg_model_desc *md;
    const sg_tset *given;
    const sg_case_result *res;
    const sg_attrib_pts *pts;
    int nq, nel;          /* nel: the failing elements compared, over every quantity */
    int nbias;            /* failing quantities whose bias discriminates (sg_attrib_begin) */
    int bias_q[SG_ATTRIB_MAXQ];
    double bias_z[SG_ATTRIB_MAXQ]; /* their bias_z MARGINAL limit: the spread a bias is compared within */
    double bias_c[SG_ATTRIB_MAXQ]; /* the canonical path's bias there */
    /* the third evidence, the departure (sg_attrib_begin): where no failing element discriminates, each
     * failing quantity, over every element with S > 0 of a held oracle, D(P) = ||(O - P)/S|| */
    sg_attrib_dep dep;     /* where S comes from (oracle and fn NULL: no departure measured) */
    int ndep, nundep;      /* failing quantities with the departure measured; needing it, not measured */
    int dep_q[SG_ATTRIB_MAXQ];
    double dep_c[SG_ATTRIB_MAXQ]; /* D(canonical) there */
    double rho, phi, kappa;
    const sg_tset *canon;
    /* the canonical path (sg_attrib_begin) */
    int ccl, ctot;        /* of the gates the outputs fail, those it passes (not MARGINAL either), and their number */
    double cfrac, cres;   /* failing elements it reproduces; residual */
    int canon_like;       /* as wrong as the canonical FP32 order */
    /* the variants named (sg_attrib_offer) */
    int nmatch, distinct;
    int nfailall;         /* variants with an effect that fail every gate the outputs fail */
    const char *mname[SG_ATTRIB_MAXM], *mwhat[SG_ATTRIB_MAXM];
    char mhash[SG_ATTRIB_MAXM][SG_HASH_HEX];
    double mfrac[SG_ATTRIB_MAXM], mres[SG_ATTRIB_MAXM], mdep[SG_ATTRIB_MAXM];
    /* every candidate with an effect (sg_attrib_offer), settled by sg_attrib_conclusion */
    int nv, settled;
    struct {
        const char *name, *what;
        char hash[SG_HASH_HEX];      /* its outputs' hash, when ok */
        int ok;                      /* every condition but the departure's comparison with the others */
        double frac, resid, depr;    /* depr: max over the departure quantities of D(V)/D(C) (NaN: none) */
        double dep[SG_ATTRIB_MAXQ];  /* D(V) per departure quantity */
    } v[SG_ATTRIB_MAXV];
} sg_attrib;

/* One variant's row of the audit's table. */
typedef struct {
    int effect;        /* its outputs differ from the canonical path's */
    int fails, total;  /* of the gates the outputs fail, those it fails too or is MARGINAL on, and their number */
    double frac, resid;
    int narrow;        /* not wider (sg_attrib_not_wider on every quantity) */
    int bias;          /* reproduces the outputs' bias on every quantity where it discriminates (1 when none does) */
    double depr;       /* the departure: max over the quantities where it is measured of D(V)/D(C) (NaN: none) */
    int named;         /* it explains the failure, unless another candidate lies nearer than twice its departure
                        * (decided by sg_attrib_conclusion, over every candidate offered) */
} sg_attrib_row;

/* Starts the rule on outputs `given` judged `res` (with its outcome: the judge's
 * AS_CANONICAL makes them as wrong as the canonical order), their selected
 * failing elements pts[0..nq), and the canonical path's outputs and result.
 * The second evidence, besides the elements: on each failing quantity, the
 * outputs' bias B (gates/sg_gates.h) against the canonical path's B_c
 * discriminates when (1 - rho) |B - B_c| > z sd(B, B_c), z the quantity's
 * bias_z MARGINAL limit (THRESHOLDS.md) and sd bias_z's denominator
 * (sg_bias_spread): a one-sided error too small for any element to show. A
 * candidate V reproduces it when |B - B_V| <= rho |B - B_c| + z sd(B, B_V). */
/* The third evidence (THRESHOLDS.md R-ATTRIB), from `dep` (NULL: not
 * measured): where no failing element of the case discriminates, on each
 * failing quantity, the departure D(P) = ||(O - P)/S|| over every element
 * with S > 0. V reproduces it when D(V) <= 2 rho D(C) there and D(V) <= 2 rho
 * D(V') for every other candidate offered whose departure differs. */
void sg_attrib_begin(sg_attrib *a, const sg_model_desc *md, const sg_thresholds *th, const sg_tset *given,
                     const sg_case_result *res,
                     const sg_attrib_pts *pts, int nq, double rho, double phi, double kappa, const sg_tset *canon,
                     const sg_case_result *canon_res, const sg_attrib_dep *dep);

/* The departure D(P) of outputs `given` from path `p` on quantity q over a
 * held oracle's S (NaN: a tensor missing, NaN anywhere, or no element with
 * S > 0). The sum of squares is exact (sg_xsum), so a stream's blocks in any
 * order give the same bits (sg_attrib_dep_add). */
double sg_attrib_departure(const sg_quantity *q, const sg_tset *oracle, const sg_tset *given, const sg_tset *p);

/* One element's term of a departure: into *sum (exact) when S > 0, counted in *n. */
void sg_attrib_dep_add(sg_xsum *sum, int64_t *n, double O, double P, double S);
/* The departure from the sum and count (NaN: no element). */
double sg_attrib_dep_value(const sg_xsum *sum, int64_t n);

/* Offers one variant (not a bracket run): its outputs and result, and its
 * bracket runs' outputs (a cancelling variant's; nbr <= 4). The strings are
 * kept by pointer (until sg_attrib_conclusion); the outputs are not. */
sg_status sg_attrib_offer(sg_attrib *a, const char *name, const char *what, const sg_tset *out,
                          const sg_case_result *vres, const sg_tset *const *br, int nbr, sg_attrib_row *row);

typedef enum {
    SG_ATTRIB_CANON_LIKE = 0, /* as wrong as the canonical FP32 order */
    SG_ATTRIB_NAMED,          /* one operation (mname[0]; mname[1..] gave the same outputs) */
    SG_ATTRIB_AMBIGUOUS,      /* two or more with different outputs: don't know */
    SG_ATTRIB_CANON_SAME,     /* none; the canonical path fails the same gates, not on the same elements */
    SG_ATTRIB_NONE,           /* none: the outside code's own */
    SG_ATTRIB_NO_ELEMENTS     /* no failing element discriminates (sg_attrib_discriminates): don't know */
} sg_attrib_kind;

/* The decision, once every candidate was offered: settles the departure's
 * comparison between them (first call; mname.. are filled then). */
sg_attrib_kind sg_attrib_conclusion(sg_attrib *a);

/* The first named variant whose outputs differ from the first's (1 if none does). */
int sg_attrib_other_match(const sg_attrib *a);

#endif
