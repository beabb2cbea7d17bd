/* audit.c - one case's audit (sg_audit.h): the error-against-position
 * profile, the first departure from the canonical path's envelope and the
 * worst elements, as CSV rows and gnuplot scripts. */
#include "sg_audit.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static double value(const sg_tensor *t, int64_t i) { return sg_tensor_value(t, i); }

void sg_audit_btd(sg_shape_class sc, const sg_case *c, int64_t w, int64_t *b, int64_t *t, int64_t *d) {
    const int64_t L = c->spec.L, D = c->spec.D;
    *b = *t = *d = 0;
    switch (sc) {
    case SG_SHAPE_BLD:
        *b = w / (L * D);
        *t = (w / D) % L;
        *d = w % D;
        break;
    case SG_SHAPE_BD:
        *b = w / D;
        *d = w % D;
        break;
    case SG_SHAPE_BL:
        *b = w / L;
        *t = w % L;
        break;
    default: *d = w; break;
    }
}

void sg_audit_free(sg_audit_case *a) {
    for (int i = 0; i < a->nq; i++) free(a->q[i].chunks);
    a->nq = 0;
}

int sg_audit_elem_before(const sg_audit_elem *a, const sg_audit_elem *b) {
    const int an = isnan(a->mu), bn = isnan(b->mu);
    if (an != bn) return an;
    if (!an && a->mu != b->mu) return a->mu > b->mu;
    return a->w < b->w;
}

static void elem_swap(sg_audit_elem *a, sg_audit_elem *b) {
    const sg_audit_elem t = *a;
    *a = *b;
    *b = t;
}

void sg_audit_worst_offer(sg_audit_worst *h, sg_audit_elem x) {
    sg_audit_elem *v = h->el;
    if (h->n < h->cap) { /* sift up: the root holds the least bad */
        int i = h->n++;
        v[i] = x;
        for (; i > 0 && sg_audit_elem_before(&v[(i - 1) / 2], &v[i]); i = (i - 1) / 2) elem_swap(&v[i], &v[(i - 1) / 2]);
    } else if (h->cap > 0 && sg_audit_elem_before(&x, &v[0])) { /* worse than the least bad kept: replaces it */
        v[0] = x;
        for (int i = 0;;) { /* sift down */
            const int l = 2 * i + 1, r = l + 1;
            int m = i;
            if (l < h->n && sg_audit_elem_before(&v[m], &v[l])) m = l;
            if (r < h->n && sg_audit_elem_before(&v[m], &v[r])) m = r;
            if (m == i) break;
            elem_swap(&v[i], &v[m]);
            i = m;
        }
    }
}

void sg_audit_worst_sort(sg_audit_worst *h) {
    sg_audit_elem *v = h->el;
    for (int i = 1; i < h->n; i++) /* insertion sort: a few hundred at most */
        for (int j = i; j > 0 && sg_audit_elem_before(&v[j], &v[j - 1]); j--) elem_swap(&v[j], &v[j - 1]);
}

/* ---- the accumulator: blocks of the oracle in any order ------------------------
 * The first departure is the lowest (t, b, d) whose model_ulp exceeds the
 * envelope, known only at the end. The accumulator keeps the candidates that
 * could still be it: an element whose model_ulp does not exceed the envelope
 * so far never can (the envelope only grows), and of two candidates the later
 * one with no larger model_ulp never can while the earlier stands. So the
 * candidates, in (t, b, d) order, have strictly increasing model_ulp (NaN
 * above every number), and the departure is the first whose model_ulp
 * exceeds the final envelope. */
typedef struct {
    int64_t pos; /* (t, b, d) order: t B D + b D + d */
    int64_t w;   /* flat index */
    double mu;   /* NaN: above every number */
} cand;

static int mu_ge(double a, double b) { return isnan(a) || (!isnan(b) && a >= b); }

struct sg_audit_acc {
    const sg_model_desc *md;
    const sg_case *c;
    sg_audit_structure st;
    const sg_tensor *tq[16], *tc[16];
    double *sums[16]; /* per chunk: backend sum of squares, canonical's, oracle's */
    cand *cands[16];
    int64_t ncand[16], capc[16];
    int64_t seen[16];
    sg_audit_worst worst[16]; /* over out.q[i].top */
    sg_audit_case out;
};

void sg_audit_acc_free(sg_audit_acc *a) {
    if (!a) return;
    for (int i = 0; i < 16; i++) {
        free(a->sums[i]);
        free(a->cands[i]);
    }
    sg_audit_free(&a->out);
    free(a);
}

static sg_status quantity_begin(sg_audit_acc *a, int qi, const sg_tset *outputs, const sg_tset *canonical) {
    const sg_model_desc *md = a->md;
    const sg_case *c = a->c;
    const sg_quantity *q = &md->quantities[qi];
    sg_audit_quantity *aq = &a->out.q[qi];
    memset(aq, 0, sizeof *aq);
    snprintf(aq->quantity, sizeof aq->quantity, "%s", q->name);
    aq->shape = q->shape;
    aq->dtype = q->dtype;
    aq->depart = -1;
    for (int k = 0; k < SG_AUDIT_TOP; k++) aq->top[k].w = -1;
    a->worst[qi] = (sg_audit_worst){SG_AUDIT_TOP, 0, aq->top};
    const sg_tensor *tq = sg_tset_get(outputs, q->name);
    const sg_tensor *tc = canonical ? sg_tset_get(canonical, q->name) : NULL;
    int64_t shape[SG_MAX_DIMS];
    const int nd = sg_quantity_shape(q, c->spec.B, c->spec.L, c->spec.D, shape);
    size_t want = 1;
    for (int k = 0; k < nd; k++) want *= (size_t)shape[k];
    if (!tq) return sg_fail(SG_E_SHAPE, "audit of %s on %s: the output %s is missing", md->name, c->spec.name, q->name);
    if (sg_tensor_numel(tq) != want || (tc && sg_tensor_numel(tc) != want))
        return sg_fail(SG_E_SHAPE, "audit of %s on %s: %s has %zu elements (the canonical path %zu), the case needs %zu",
                       md->name, c->spec.name, q->name, sg_tensor_numel(tq), tc ? sg_tensor_numel(tc) : want, want);
    a->tq[qi] = tq;
    a->tc[qi] = tc;
    aq->envelope = tc ? 0.0 : (double)NAN;
    if (q->shape != SG_SHAPE_BLD) return SG_OK;
    const int64_t L = c->spec.L, B = c->spec.B, K = a->st.chunk > 0 ? a->st.chunk : SG_AUDIT_SEQ_WINDOW;
    aq->nchunks = (L + K - 1) / K;
    aq->chunks = calloc((size_t)aq->nchunks, sizeof *aq->chunks);
    a->sums[qi] = calloc((size_t)aq->nchunks * 3, sizeof *a->sums[qi]);
    if (!aq->chunks || !a->sums[qi]) return sg_fail(SG_E_INTERNAL, "out of memory (audit profile of %s)", q->name);
    for (int64_t k = 0; k < aq->nchunks; k++) {
        aq->chunks[k].rel_c = tc ? 0.0 : (double)NAN;
        aq->chunks[k].mu_c = tc ? 0.0 : (double)NAN;
    }
    const sg_tensor *seg = sg_tset_get(&c->inputs, "segment_pos");
    for (int64_t b = 0; seg && b < B; b++)
        for (int64_t t = 0; t < L; t++)
            if (((const int32_t *)seg->data)[b * L + t] == 0) aq->chunks[t / K].reset = 1;
    return SG_OK;
}

sg_status sg_audit_acc_begin(const sg_model_desc *md, const sg_case *c, const sg_tset *outputs,
                             const sg_tset *canonical, sg_audit_structure st, sg_audit_acc **out) {
    *out = NULL;
    if (md->nq > 16) return sg_fail(SG_E_INTERNAL, "model %s has more than 16 quantities", md->name);
    sg_audit_acc *a = calloc(1, sizeof *a);
    if (!a) return sg_fail(SG_E_INTERNAL, "out of memory (audit)");
    a->md = md;
    a->c = c;
    a->st = st;
    a->out.md = md;
    a->out.c = c;
    a->out.st = st;
    for (int i = 0; i < md->nq; i++) {
        a->out.nq = i + 1;
        const sg_status s = quantity_begin(a, i, outputs, canonical);
        if (s) {
            sg_audit_acc_free(a);
            return s;
        }
    }
    *out = a;
    return SG_OK;
}

/* Adds candidate (pos, w, mu) to quantity qi's, unless an earlier one has a
 * model_ulp at least as large; drops the later ones it outranks. */
static sg_status cand_add(sg_audit_acc *a, int qi, int64_t pos, int64_t w, double mu) {
    cand *v = a->cands[qi];
    int64_t n = a->ncand[qi], lo = 0, hi = n;
    while (lo < hi) { /* the first candidate after pos */
        const int64_t m = lo + (hi - lo) / 2;
        if (v[m].pos < pos) lo = m + 1;
        else hi = m;
    }
    if (lo > 0 && mu_ge(v[lo - 1].mu, mu)) return SG_OK;
    int64_t e = lo;
    while (e < n && mu_ge(mu, v[e].mu)) e++; /* outranked: [lo, e) */
    if (e == lo) {
        if (n == a->capc[qi]) {
            const int64_t cap = n ? 2 * n : 64;
            cand *nv = realloc(v, (size_t)cap * sizeof *nv);
            if (!nv) return sg_fail(SG_E_INTERNAL, "out of memory (audit departure candidates)");
            a->cands[qi] = v = nv;
            a->capc[qi] = cap;
        }
        memmove(&v[lo + 1], &v[lo], (size_t)(n - lo) * sizeof *v);
        n++;
    } else if (e > lo + 1) {
        memmove(&v[lo + 1], &v[e], (size_t)(n - e) * sizeof *v);
        n -= e - lo - 1;
    }
    v[lo] = (cand){pos, w, mu};
    a->ncand[qi] = n;
    return SG_OK;
}

sg_status sg_audit_acc_feed(sg_audit_acc *a, const sg_oracle_block *k) {
    const sg_case *c = a->c;
    const int64_t B = c->spec.B, L = c->spec.L, D = c->spec.D;
    if (k->q < 0 || k->q >= a->out.nq) return sg_fail(SG_E_INTERNAL, "audit: oracle block of quantity %d", k->q);
    const int qi = k->q;
    const sg_quantity *q = &a->md->quantities[qi];
    sg_audit_quantity *aq = &a->out.q[qi];
    sg_oracle_block vw;
    sg_oracle_block_view(q->shape, B, L, D, &vw);
    if (k->n0 != vw.n0 || k->n1 != vw.n1 || k->n2 != vw.n2 || k->i0 < 0 || k->i1 > vw.n0 || k->i0 > k->i1 ||
        k->j0 < 0 || k->j1 > vw.n1 || k->j0 > k->j1 || k->k0 < 0 || k->k1 > vw.n2 || k->k0 > k->k1)
        return sg_fail(SG_E_INTERNAL, "audit: an oracle block of %s outside its view", q->name);
    const sg_tensor *tq = a->tq[qi], *tc = a->tc[qi];
    const int bld = q->shape == SG_SHAPE_BLD;
    const int64_t K = a->st.chunk > 0 ? a->st.chunk : SG_AUDIT_SEQ_WINDOW;
    double *sums = a->sums[qi];
    int64_t j = 0;
    sg_status st = SG_OK;
    for (int64_t i0 = k->i0; i0 < k->i1; i0++)
        for (int64_t i1 = k->j0; i1 < k->j1; i1++)
            for (int64_t i2 = k->k0; i2 < k->k1; i2++, j++) {
                const int64_t w = (i0 * vw.n1 + i1) * vw.n2 + i2;
                const double e = k->f64[j], S = k->S[j], qv = value(tq, w);
                const double mu = sg_model_ulp_elem(qv, e, S, q->dtype);
                sg_audit_worst_offer(&a->worst[qi], (sg_audit_elem){w, mu, qv, e, S});
                double muc = (double)NAN;
                if (tc) {
                    muc = sg_model_ulp_elem(value(tc, w), e, S, q->dtype);
                    if (isnan(muc) || muc > aq->envelope) aq->envelope = isnan(aq->envelope) ? aq->envelope : muc;
                }
                if (!bld) continue;
                /* a departure candidate: above the envelope so far (it only grows) */
                if (!isnan(aq->envelope) && !(mu <= aq->envelope) && !st)
                    st = cand_add(a, qi, (i1 * B + i0) * D + i2, w, mu);
                const int64_t ch = i1 / K;
                sg_audit_chunk *ck = &aq->chunks[ch];
                if (isnan(mu) || mu > ck->mu_b) ck->mu_b = isnan(ck->mu_b) ? ck->mu_b : mu;
                sums[3 * ch] += (qv - e) * (qv - e);
                sums[3 * ch + 2] += e * e;
                if (tc) {
                    const double cv = value(tc, w);
                    if (isnan(muc) || muc > ck->mu_c) ck->mu_c = isnan(ck->mu_c) ? ck->mu_c : muc;
                    sums[3 * ch + 1] += (cv - e) * (cv - e);
                }
            }
    a->seen[qi] += j;
    return st;
}

sg_status sg_audit_acc_end(sg_audit_acc *a, sg_audit_case *out) {
    memset(out, 0, sizeof *out);
    for (int qi = 0; qi < a->out.nq; qi++) {
        sg_audit_quantity *aq = &a->out.q[qi];
        if (a->seen[qi] != (int64_t)sg_tensor_numel(a->tq[qi]))
            return sg_fail(SG_E_INTERNAL, "audit of %s: the oracle gave %lld of %s's %zu elements", a->c->spec.name,
                           (long long)a->seen[qi], aq->quantity, sg_tensor_numel(a->tq[qi]));
        sg_audit_worst_sort(&a->worst[qi]); /* the unused slots keep w = -1 */
        if (!isnan(aq->envelope))
            for (int64_t i = 0; i < a->ncand[qi]; i++)
                if (!(a->cands[qi][i].mu <= aq->envelope)) {
                    aq->depart = a->cands[qi][i].w;
                    break;
                }
        const double *sums = a->sums[qi];
        for (int64_t k = 0; k < aq->nchunks; k++) {
            const double ee = sums[3 * k + 2];
            aq->chunks[k].rel_b = ee > 0 ? sqrt(sums[3 * k] / ee) : (double)NAN;
            if (a->tc[qi]) aq->chunks[k].rel_c = ee > 0 ? sqrt(sums[3 * k + 1] / ee) : (double)NAN;
        }
    }
    *out = a->out; /* the chunk arrays move to *out */
    memset(&a->out, 0, sizeof a->out);
    return SG_OK;
}

static sg_status acc_feed_cb(void *ctx, const sg_oracle_block *k) { return sg_audit_acc_feed(ctx, k); }

sg_status sg_audit_compute(const sg_model_desc *md, const sg_case *c, const sg_tset *oracle, const sg_tset *outputs,
                           const sg_tset *canonical, sg_audit_structure st, sg_audit_case *out) {
    memset(out, 0, sizeof *out);
    sg_audit_acc *a;
    sg_status s = sg_audit_acc_begin(md, c, outputs, canonical, st, &a);
    if (s) return s;
    s = sg_oracle_stream_tset(oracle, md->quantities, md->nq, c->spec.B, c->spec.L, c->spec.D, acc_feed_cb, a);
    if (s) sg_err_context("audit of %s on %s: the oracle's results", md->name, c->spec.name);
    if (!s) s = sg_audit_acc_end(a, out);
    sg_audit_acc_free(a);
    return s;
}

static void csv_num(sg_text *t, double v) {
    if (isnan(v)) sg_text_printf(t, ",nan");
    else sg_text_printf(t, ",%.17g", v);
}

void sg_audit_csv_heads(sg_text *profile, sg_text *worst) {
    sg_text_printf(profile, "case,quantity,chunk,t0,t1,group,reset,model_ulp,canonical_model_ulp,rel_l2,canonical_rel_l2\n");
    sg_text_printf(worst, "case,quantity,rank,b,t,d,chunk,group,model_ulp,q,canonical,e,S,inputs\n");
}

void sg_audit_csv_rows(const sg_audit_case *a, const sg_tset *canonical, sg_text *profile, sg_text *worst) {
    const sg_case *c = a->c;
    const int64_t K = a->st.chunk > 0 ? a->st.chunk : SG_AUDIT_SEQ_WINDOW, L = c->spec.L;
    for (int i = 0; i < a->nq; i++) {
        const sg_audit_quantity *q = &a->q[i];
        for (int64_t k = 0; k < q->nchunks; k++) {
            const sg_audit_chunk *ck = &q->chunks[k];
            const int64_t t1 = (k + 1) * K < L ? (k + 1) * K : L;
            sg_text_printf(profile, "%s,%s,%lld,%lld,%lld,%lld,%d", c->spec.name, q->quantity, (long long)k,
                           (long long)(k * K) + 1, (long long)t1, a->st.group > 0 ? (long long)(k / a->st.group) : -1LL,
                           ck->reset);
            csv_num(profile, ck->mu_b);
            csv_num(profile, ck->mu_c);
            csv_num(profile, ck->rel_b);
            csv_num(profile, ck->rel_c);
            sg_text_printf(profile, "\n");
        }
        const sg_tensor *tc = canonical ? sg_tset_get(canonical, q->quantity) : NULL;
        for (int r = 0; r < SG_AUDIT_TOP && q->top[r].w >= 0; r++) {
            const int64_t w = q->top[r].w;
            int64_t b, t, d;
            sg_audit_btd(q->shape, c, w, &b, &t, &d);
            const int has_t = q->shape == SG_SHAPE_BLD || q->shape == SG_SHAPE_BL;
            const long long ch = has_t ? (long long)(t / K) : -1LL;
            const long long gr = has_t && a->st.group > 0 ? ch / a->st.group : -1LL;
            char inputs[512];
            sg_judge_describe_inputs(a->md, c, q->shape, w, inputs, sizeof inputs);
            sg_text_printf(worst, "%s,%s,%d,%lld,%lld,%lld,%lld,%lld", c->spec.name, q->quantity, r + 1, (long long)b,
                           t >= 0 ? (long long)t + 1 : -1LL, (long long)d, ch, gr);
            csv_num(worst, q->top[r].mu);
            sg_text_printf(worst, ",%a,", q->top[r].q);
            if (tc) sg_text_printf(worst, "%a", value(tc, w));
            else sg_text_printf(worst, "nan");
            sg_text_printf(worst, ",%a,%a,\"%s\"\n", q->top[r].e, q->top[r].S, inputs);
        }
    }
}

/* The head of an audit plot's script: what it draws, how to regenerate it, the PNG terminal and the
 * image names (outside text - the case's name from a case file's metadata, the names - only through
 * sg_gp_comment and sg_gp_string, sg_common.h). */
static void script_head(sg_text *gp, const char *name, const char *what, const char *quantity, const char *case_name,
                        const char *note) {
    sg_text_printf(gp, "# ");
    sg_gp_comment(gp, name);
    sg_text_printf(gp, ".gp - the audit's %s of ", what);
    sg_gp_comment(gp, quantity);
    sg_text_printf(gp, " on case ");
    sg_gp_comment(gp, case_name);
    sg_text_printf(gp, "%s\n# made by scangate audit; regenerate in this directory: gnuplot ", note);
    sg_gp_comment(gp, name);
    sg_text img = {0};
    sg_text_printf(&img, "%s.png", name);
    sg_text_printf(gp, ".gp\nif (!exists(\"png_out\")) png_out = ");
    sg_gp_string(gp, img.p);
    img.len = 0;
    sg_text_printf(&img, "%s.svg", name);
    sg_text_printf(gp, "\nif (!exists(\"svg_out\")) svg_out = ");
    sg_gp_string(gp, img.p);
    sg_text_free(&img);
    sg_text_printf(gp, "\n"
                       "if (strstrt(GPVAL_TERMINALS, \"pngcairo\") > 0) {\n"
                       "    set terminal pngcairo noenhanced size 1400,800 font \",11\"\n"
                       "} else {\n"
                       "    set terminal png noenhanced size 1400,800\n"
                       "}\n"
                       "set output png_out\n");
}

void sg_audit_plot_script(const sg_audit_case *a, int qi, const char *backend, const char *name, sg_text *gp) {
    const sg_audit_quantity *q = &a->q[qi];
    const int64_t K = a->st.chunk > 0 ? a->st.chunk : SG_AUDIT_SEQ_WINDOW;
    /* zero errors drawn at a floor on the log axis */
    double floor_v = INFINITY;
    for (int64_t k = 0; k < q->nchunks; k++) {
        if (q->chunks[k].mu_b > 0 && q->chunks[k].mu_b < floor_v) floor_v = q->chunks[k].mu_b;
        if (q->chunks[k].mu_c > 0 && q->chunks[k].mu_c < floor_v) floor_v = q->chunks[k].mu_c;
    }
    floor_v = isfinite(floor_v) ? floor_v / 4 : 1e-3;
    script_head(gp, name, "error-against-position profile", q->quantity, a->c->spec.name, "");
    sg_text_printf(gp, "$profile << EOD\n");
    for (int64_t k = 0; k < q->nchunks; k++) {
        const sg_audit_chunk *ck = &q->chunks[k];
        const double mb = ck->mu_b > floor_v ? ck->mu_b : floor_v, mc = ck->mu_c > floor_v ? ck->mu_c : floor_v;
        sg_text_printf(gp, "%lld %.17g %.17g %d\n", (long long)(k * K) + 1, isnan(mb) ? 1e300 : mb,
                       isnan(ck->mu_c) ? 1e300 : mc, ck->reset);
    }
    sg_text_printf(gp, "EOD\n");
    sg_text title = {0};
    sg_text_printf(&title, "%s: %s on %s - worst model_ulp per %lld-token chunk (zero drawn at %.3g)", backend,
                   q->quantity, a->c->spec.name, (long long)K, floor_v);
    sg_text_printf(gp, "set title ");
    sg_gp_string(gp, title.p);
    sg_text_printf(gp, "\n");
    sg_text_free(&title);
    sg_text_printf(gp, "set xlabel \"token t (chunk start)\"\nset ylabel \"worst model_ulp in the chunk\"\n"
                       "set logscale y\nset key outside right top\nset grid ytics\n");
    /* the prefix group edges (at most 64 drawn) */
    if (a->st.group > 0) {
        const int64_t span = a->st.group * K, ng = (a->c->spec.L + span - 1) / span;
        const int64_t step = ng > 64 ? (ng + 63) / 64 : 1;
        for (int64_t g = 1; g < ng; g += step)
            sg_text_printf(gp, "set arrow from %lld, graph 0 to %lld, graph 1 nohead lc rgb \"#999999\" dt 3\n",
                           (long long)(g * span) + 1, (long long)(g * span) + 1);
    }
    sg_text_printf(gp, "plot $profile using 1:2 with steps lw 2 lc rgb \"#D55E00\" title ");
    sg_gp_string(gp, backend);
    sg_text_printf(gp, ", \\\n     $profile using 1:3 with steps lw 1 lc rgb \"#0072B2\" title \"cpu.canonical_f32\", \\\n"
                       "     $profile using 1:($4 > 0 ? %.17g : 1/0) with points pt 9 ps 1.2 lc rgb \"#009E73\" "
                       "title \"chunk holds a reset\"",
                   floor_v);
    if (isfinite(q->envelope) && q->envelope > 0)
        sg_text_printf(gp, ", \\\n     %.17g with lines dt 2 lc rgb \"#0072B2\" title \"canonical envelope\"", q->envelope);
    if (a->st.group > 0) sg_text_printf(gp, "\n# dotted verticals: prefix group edges (every %lld chunks)", (long long)a->st.group);
    sg_text_printf(gp, "\nset terminal svg noenhanced size 1400,800 font \"sans,11\"\n"
                       "set output svg_out\nreplot\nset output\n");
}

void sg_audit_elements_script(const sg_audit_case *a, int qi, const char *backend, const char *name, sg_text *gp) {
    const sg_audit_quantity *q = &a->q[qi];
    const int64_t D = a->c->spec.D;
    const int per_row = q->shape == SG_SHAPE_BD; /* [B,D]: channel d of row b; else the flat index */
    script_head(gp, name, "worst elements", q->quantity, a->c->spec.name,
                " (a quantity without a position axis: no profile)");
    /* the worst elements: channel (or flat index), model_ulp, row b; NaN and zero not on a log axis */
    int nnan = 0, nzero = 0, n = 0;
    sg_text_printf(gp, "$worst << EOD\n");
    for (int k = 0; k < SG_AUDIT_TOP; k++) {
        const sg_audit_elem *e = &q->top[k];
        if (e->w < 0) continue;
        if (isnan(e->mu)) {
            nnan++;
            continue;
        }
        if (!(e->mu > 0)) {
            nzero++;
            continue;
        }
        const long long x = per_row ? (long long)(e->w % D) : (long long)e->w, b = per_row ? (long long)(e->w / D) : 0;
        sg_text_printf(gp, "%lld %.17g %lld\n", x, e->mu, b);
        n++;
    }
    sg_text_printf(gp, "EOD\n");
    sg_text title = {0};
    sg_text_printf(&title, "%s: %s on %s - its %d worst elements by model_ulp", backend, q->quantity, a->c->spec.name,
                   n + nnan + nzero);
    if (nnan || nzero) sg_text_printf(&title, " (%d NaN and %d zero not drawn on the log axis)", nnan, nzero);
    sg_text_printf(gp, "set title ");
    sg_gp_string(gp, title.p);
    sg_text_free(&title);
    sg_text_printf(gp, "\nset xlabel \"%s\"\nset ylabel \"model_ulp\"\nset logscale y\nset key outside right top\n"
                       "set grid ytics\nset offsets graph 0.05, graph 0.05, graph 0.1, graph 0.1\n",
                   per_row ? "channel d (label: batch row b)" : "element (flat index)");
    if (n) {
        sg_text_printf(gp, "plot $worst using 1:2 with points pt 7 ps 1.6 lc rgb \"#D55E00\" title ");
        sg_gp_string(gp, backend);
        if (per_row)
            sg_text_printf(gp, ", \\\n     $worst using 1:2:(sprintf(\"b=%%d\", $3)) with labels offset 0,1 notitle");
    } else sg_text_printf(gp, "plot NaN notitle");
    if (isfinite(q->envelope) && q->envelope > 0)
        sg_text_printf(gp, ", \\\n     %.17g with lines dt 2 lc rgb \"#0072B2\" title \"canonical envelope (cpu.canonical_f32's "
                           "largest model_ulp)\"",
                       q->envelope);
    sg_text_printf(gp, "\nset terminal svg noenhanced size 1400,800 font \"sans,11\"\n"
                       "set output svg_out\nreplot\nset output\n");
}
