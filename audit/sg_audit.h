/* sg_audit.h - the audit of one backend on one case (scangate audit): where
 * its outputs depart from the exact result and by how much, beside the
 * canonical FP32 path on the same case. Reads the oracle's results, held or
 * as a stream of blocks in any order (sg_audit_acc: a case too long to hold
 * them), the backend's outputs and the canonical path's; computes, per
 * quantity:
 *   - the error-against-position profile: per chunk of the backend's algorithm
 *     (its chunk length; 32 tokens for a sequential path) the worst model_ulp
 *     and the chunk's relative L2 error, for the backend and the canonical path,
 *     with the chunk's prefix group and whether a document reset lies in it;
 *   - the first departure: the first token (lowest t, then b, then d) at which
 *     the backend's model_ulp exceeds the canonical path's largest model_ulp on
 *     the whole case (its envelope), or none;
 *   - the worst elements by model_ulp with (b, t, d), chunk and group indices,
 *     the backend's, the canonical path's and the oracle's values, S and the
 *     inputs at the element, all in %a.
 * Writes them as CSV rows, a Markdown section and gnuplot scripts (cli/audit.c
 * runs the command, the stage swaps and the files). Judges nothing: the
 * verdicts come from gates/ through eval/. */
#ifndef SG_AUDIT_H
#define SG_AUDIT_H

#include "sg_gates.h"

#define SG_AUDIT_TOP 8              /* worst elements listed per quantity */
#define SG_AUDIT_SEQ_WINDOW 32      /* profile window of a sequential path, tokens */

typedef struct {
    int64_t chunk;  /* tokens per chunk of the profile */
    int64_t group;  /* chunks per prefix group (0: none) */
} sg_audit_structure;

typedef struct {
    double mu_b, mu_c;     /* worst model_ulp in the chunk: backend, canonical */
    double rel_b, rel_c;   /* the chunk's ||q - e|| / ||e||: backend, canonical (NaN: ||e|| = 0) */
    int reset;             /* a document starts inside the chunk (segment_pos == 0 at some b, t) */
} sg_audit_chunk;

typedef struct {
    int64_t w;             /* flat index (-1: unused slot) */
    double mu;             /* its model_ulp (backend) */
    double q, e, S;        /* the backend's value, the oracle's, S */
} sg_audit_elem;

/* A bounded selection of the worst elements of a quantity by model_ulp, in
 * the gates' worst-element order: NaN first, then larger model_ulp, then the
 * lower flat index. The order is total, so the selection does not depend on
 * the order the elements are offered in (held, or the oracle's blocks in any
 * order). The caller gives the storage (cap elements); while collecting it is
 * a heap with the least bad kept at the root, sg_audit_worst_sort leaves it
 * worst first. Used for the audit's listed elements (SG_AUDIT_TOP) and the
 * outside explanation's compared elements (cli/audit.c). */
typedef struct {
    int cap, n;
    sg_audit_elem *el;
} sg_audit_worst;

/* Whether a comes before b in the worst-first order. */
int sg_audit_elem_before(const sg_audit_elem *a, const sg_audit_elem *b);
void sg_audit_worst_offer(sg_audit_worst *h, sg_audit_elem x);
void sg_audit_worst_sort(sg_audit_worst *h);

typedef struct {
    char quantity[SG_NAME_MAX];
    sg_shape_class shape;
    sg_dtype dtype;
    double envelope;                 /* the canonical path's largest model_ulp on the case */
    int64_t depart;                  /* first departure, flat index (-1: none) */
    int64_t nchunks;                 /* profile length ([B,L,D] quantities; 0 otherwise) */
    sg_audit_chunk *chunks;
    sg_audit_elem top[SG_AUDIT_TOP]; /* worst first */
} sg_audit_quantity;

typedef struct {
    const sg_model_desc *md;
    const sg_case *c;
    sg_audit_structure st;
    int nq;
    sg_audit_quantity q[16];
} sg_audit_case;

/* Computes the audit of `outputs` against the held `oracle`, beside the
 * canonical path's outputs `canonical` (may be NULL: its columns NaN): the
 * accumulator below fed the held results as one block per quantity. */
sg_status sg_audit_compute(const sg_model_desc *md, const sg_case *c, const sg_tset *oracle, const sg_tset *outputs,
                           const sg_tset *canonical, sg_audit_structure st, sg_audit_case *out);
void sg_audit_free(sg_audit_case *a);

/* The same audit from the oracle's blocks (sg_oracle.h "streamed results"),
 * fed in any order: begin (outputs and canonical held, read by the feed),
 * every block of every quantity once, end (fills *out; the accumulator is
 * freed by sg_audit_acc_free either way). Every result but the profile's
 * chunk rel_l2 is independent of the blocks' order (maxima and the worst
 * elements ordered by value, then index; the first departure from a set of
 * candidates); rel_l2 sums in the order of the elements fed, so two orders
 * agree to rounding (at most about n 2^-53 relative for a chunk of n elements;
 * 1.5e-14 measured on 32-token chunks of 1024 channels). Holds per [B,L,D] quantity three
 * sums and a chunk record per profile chunk and the departure candidates (in
 * (t, b, d) order, with strictly increasing model_ulp), never the oracle. */
typedef struct sg_audit_acc sg_audit_acc;
sg_status sg_audit_acc_begin(const sg_model_desc *md, const sg_case *c, const sg_tset *outputs,
                             const sg_tset *canonical, sg_audit_structure st, sg_audit_acc **out);
sg_status sg_audit_acc_feed(sg_audit_acc *a, const sg_oracle_block *k);
sg_status sg_audit_acc_end(sg_audit_acc *a, sg_audit_case *out);
void sg_audit_acc_free(sg_audit_acc *a);

/* (b, t, d) of a flat index of a quantity of shape class sc (t = d = 0 and
 * b = the index when the class has no such axes). */
void sg_audit_btd(sg_shape_class sc, const sg_case *c, int64_t w, int64_t *b, int64_t *t, int64_t *d);

/* CSV rows: profile (case, quantity, chunk, t0, t1, group, reset, model_ulp,
 * canonical_model_ulp, rel_l2, canonical_rel_l2) and worst elements (case,
 * quantity, rank, b, t, d, chunk, group, model_ulp, q, canonical, e, S,
 * inputs); values %.17g, element values %a. The headers are written by
 * sg_audit_csv_heads. */
void sg_audit_csv_heads(sg_text *profile, sg_text *worst);
void sg_audit_csv_rows(const sg_audit_case *a, const sg_tset *canonical, sg_text *profile, sg_text *worst);

/* A gnuplot script drawing quantity qi's profile (worst model_ulp per chunk,
 * backend and canonical, log scale; prefix group edges as vertical lines,
 * chunks holding a reset marked), its data inline; `name` is the script's base
 * name (NAME.gp writes NAME.png and NAME.svg; png_out / svg_out override). */
void sg_audit_plot_script(const sg_audit_case *a, int qi, const char *backend, const char *name, sg_text *gp);
/* The plot of a failing quantity without a position axis ([B,D], [D], ...: h_last, dh0, dw_phi): its worst
 * elements' model_ulp by channel (by flat index but [B,D]) beside the canonical path's envelope. */
void sg_audit_elements_script(const sg_audit_case *a, int qi, const char *backend, const char *name, sg_text *gp);

#endif
