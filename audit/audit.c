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

/* Keeps the SG_AUDIT_TOP largest (w, mu), NaN first, then by value, then the
 * lower index (the order of the gates' worst element). */
static int beats(double mu, int64_t w, const sg_audit_elem *e) {
    if (e->w < 0) return 1;
    if (isnan(mu) != isnan(e->mu)) return isnan(mu);
    if (isnan(mu)) return w < e->w;
    return mu > e->mu || (mu == e->mu && w < e->w);
}

static void top_add(sg_audit_elem *top, int64_t w, double mu) {
    int k = SG_AUDIT_TOP;
    while (k > 0 && beats(mu, w, &top[k - 1])) k--;
    if (k == SG_AUDIT_TOP) return;
    memmove(&top[k + 1], &top[k], (size_t)(SG_AUDIT_TOP - 1 - k) * sizeof *top);
    top[k].w = w;
    top[k].mu = mu;
}

/* Whether (t, b, d) comes before the departure held in *dep (flat index). */
static int earlier(const sg_case *c, int64_t w, int64_t dep) {
    if (dep < 0) return 1;
    int64_t b1, t1, d1, b2, t2, d2;
    sg_audit_btd(SG_SHAPE_BLD, c, w, &b1, &t1, &d1);
    sg_audit_btd(SG_SHAPE_BLD, c, dep, &b2, &t2, &d2);
    if (t1 != t2) return t1 < t2;
    if (b1 != b2) return b1 < b2;
    return d1 < d2;
}

static sg_status audit_quantity(const sg_model_desc *md, const sg_case *c, const sg_tset *oracle,
                                const sg_tset *outputs, const sg_tset *canonical, sg_audit_structure st,
                                const sg_quantity *q, sg_audit_quantity *aq) {
    memset(aq, 0, sizeof *aq);
    snprintf(aq->quantity, sizeof aq->quantity, "%s", q->name);
    aq->shape = q->shape;
    aq->dtype = q->dtype;
    aq->depart = -1;
    for (int k = 0; k < SG_AUDIT_TOP; k++) aq->top[k].w = -1;
    char nf[SG_NAME_MAX + 8], ns[SG_NAME_MAX + 8];
    sg_oracle_tensor_name(nf, sizeof nf, q->name, SG_ORC_F64);
    sg_oracle_tensor_name(ns, sizeof ns, q->name, SG_ORC_S);
    const sg_tensor *te = sg_tset_get(oracle, nf), *tS = sg_tset_get(oracle, ns), *tq = sg_tset_get(outputs, q->name);
    const sg_tensor *tc = canonical ? sg_tset_get(canonical, q->name) : NULL;
    if (!te || !tS || !tq)
        return sg_fail(SG_E_SHAPE, "audit of %s on %s: the oracle's %s or %s, or the output %s, is missing", md->name,
                       c->spec.name, nf, ns, q->name);
    const int64_t n = (int64_t)sg_tensor_numel(tq);
    if ((int64_t)sg_tensor_numel(te) != n || (int64_t)sg_tensor_numel(tS) != n ||
        (tc && (int64_t)sg_tensor_numel(tc) != n))
        return sg_fail(SG_E_SHAPE, "audit of %s on %s: %s has %lld elements, the oracle or the canonical path another count",
                       md->name, c->spec.name, q->name, (long long)n);
    const double *e = te->data, *S = tS->data;
    /* the canonical path's envelope first */
    aq->envelope = tc ? 0.0 : (double)NAN;
    for (int64_t i = 0; tc && i < n; i++) {
        const double mu = sg_model_ulp_elem(value(tc, i), e[i], S[i], q->dtype);
        if (isnan(mu) || mu > aq->envelope) aq->envelope = isnan(aq->envelope) ? aq->envelope : mu;
    }
    const int bld = q->shape == SG_SHAPE_BLD;
    const int64_t L = c->spec.L, D = c->spec.D, B = c->spec.B, K = st.chunk > 0 ? st.chunk : SG_AUDIT_SEQ_WINDOW;
    double *sums = NULL;
    if (bld) {
        aq->nchunks = (L + K - 1) / K;
        aq->chunks = calloc((size_t)aq->nchunks, sizeof *aq->chunks);
        sums = calloc((size_t)aq->nchunks * 3, sizeof *sums);
        if (!aq->chunks || !sums) {
            free(sums);
            return sg_fail(SG_E_INTERNAL, "out of memory (audit profile of %s)", q->name);
        }
        const sg_tensor *seg = sg_tset_get(&c->inputs, "segment_pos");
        for (int64_t k = 0; k < aq->nchunks; k++) {
            aq->chunks[k].rel_c = tc ? 0.0 : (double)NAN;
            aq->chunks[k].mu_c = tc ? 0.0 : (double)NAN;
        }
        for (int64_t b = 0; seg && b < B; b++)
            for (int64_t t = 0; t < L; t++)
                if (((const int32_t *)seg->data)[b * L + t] == 0) aq->chunks[t / K].reset = 1;
    }
    for (int64_t i = 0; i < n; i++) {
        const double qv = value(tq, i);
        const double mu = sg_model_ulp_elem(qv, e[i], S[i], q->dtype);
        top_add(aq->top, i, mu);
        if (!(mu <= aq->envelope) && !isnan(aq->envelope) && bld && earlier(c, i, aq->depart)) aq->depart = i;
        if (!bld) continue;
        const int64_t k = ((i / D) % L) / K;
        sg_audit_chunk *ck = &aq->chunks[k];
        if (isnan(mu) || mu > ck->mu_b) ck->mu_b = isnan(ck->mu_b) ? ck->mu_b : mu;
        const double db = qv - e[i];
        sums[3 * k] += db * db;
        sums[3 * k + 2] += e[i] * e[i];
        if (tc) {
            const double cv = value(tc, i), muc = sg_model_ulp_elem(cv, e[i], S[i], q->dtype);
            if (isnan(muc) || muc > ck->mu_c) ck->mu_c = isnan(ck->mu_c) ? ck->mu_c : muc;
            sums[3 * k + 1] += (cv - e[i]) * (cv - e[i]);
        }
    }
    for (int64_t k = 0; k < aq->nchunks; k++) {
        const double ee = sums[3 * k + 2];
        aq->chunks[k].rel_b = ee > 0 ? sqrt(sums[3 * k] / ee) : (double)NAN;
        if (tc) aq->chunks[k].rel_c = ee > 0 ? sqrt(sums[3 * k + 1] / ee) : (double)NAN;
    }
    free(sums);
    return SG_OK;
}

sg_status sg_audit_compute(const sg_model_desc *md, const sg_case *c, const sg_tset *oracle, const sg_tset *outputs,
                           const sg_tset *canonical, sg_audit_structure st, sg_audit_case *out) {
    memset(out, 0, sizeof *out);
    out->md = md;
    out->c = c;
    out->st = st;
    if (md->nq > 16) return sg_fail(SG_E_INTERNAL, "model %s has more than 16 quantities", md->name);
    for (int i = 0; i < md->nq; i++) {
        const sg_status s = audit_quantity(md, c, oracle, outputs, canonical, st, &md->quantities[i], &out->q[i]);
        out->nq = i + 1;
        if (s) {
            sg_audit_free(out);
            return s;
        }
    }
    return SG_OK;
}

static void csv_num(sg_text *t, double v) {
    if (isnan(v)) sg_text_printf(t, ",nan");
    else sg_text_printf(t, ",%.17g", v);
}

void sg_audit_csv_heads(sg_text *profile, sg_text *worst) {
    sg_text_printf(profile, "case,quantity,chunk,t0,t1,group,reset,model_ulp,canonical_model_ulp,rel_l2,canonical_rel_l2\n");
    sg_text_printf(worst, "case,quantity,rank,b,t,d,chunk,group,model_ulp,q,canonical,e,S,inputs\n");
}

void sg_audit_csv_rows(const sg_audit_case *a, const sg_tset *oracle, const sg_tset *outputs,
                       const sg_tset *canonical, sg_text *profile, sg_text *worst) {
    const sg_case *c = a->c;
    const int64_t K = a->st.chunk > 0 ? a->st.chunk : SG_AUDIT_SEQ_WINDOW, L = c->spec.L;
    for (int i = 0; i < a->nq; i++) {
        const sg_audit_quantity *q = &a->q[i];
        for (int64_t k = 0; k < q->nchunks; k++) {
            const sg_audit_chunk *ck = &q->chunks[k];
            const int64_t t1 = (k + 1) * K < L ? (k + 1) * K : L;
            sg_text_printf(profile, "%s,%s,%lld,%lld,%lld,%lld,%d", c->spec.name, q->quantity, (long long)k,
                           (long long)(k * K), (long long)t1, a->st.group > 0 ? (long long)(k / a->st.group) : -1LL,
                           ck->reset);
            csv_num(profile, ck->mu_b);
            csv_num(profile, ck->mu_c);
            csv_num(profile, ck->rel_b);
            csv_num(profile, ck->rel_c);
            sg_text_printf(profile, "\n");
        }
        char nf[SG_NAME_MAX + 8], ns[SG_NAME_MAX + 8];
        sg_oracle_tensor_name(nf, sizeof nf, q->quantity, SG_ORC_F64);
        sg_oracle_tensor_name(ns, sizeof ns, q->quantity, SG_ORC_S);
        const sg_tensor *te = sg_tset_get(oracle, nf), *tS = sg_tset_get(oracle, ns), *tq = sg_tset_get(outputs, q->quantity);
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
                           (long long)t, (long long)d, ch, gr);
            csv_num(worst, q->top[r].mu);
            sg_text_printf(worst, ",%a,", value(tq, w));
            if (tc) sg_text_printf(worst, "%a", value(tc, w));
            else sg_text_printf(worst, "nan");
            sg_text_printf(worst, ",%a,%a,\"%s\"\n", ((const double *)te->data)[w], ((const double *)tS->data)[w],
                           inputs);
        }
    }
}

/* `s` in a gnuplot double-quoted string: backslash and quote escaped, the
 * rest printable ASCII or dropped. */
static void gp_str(sg_text *t, const char *s) {
    for (; *s; s++) {
        const unsigned char ch = (unsigned char)*s;
        if (ch == '\\' || ch == '"') sg_text_printf(t, "\\%c", ch);
        else if (ch >= 32 && ch < 127) sg_text_printf(t, "%c", ch);
    }
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
    sg_text_printf(gp, "# %s.gp - the audit's error-against-position profile of ", name);
    gp_str(gp, q->quantity);
    sg_text_printf(gp, " on case ");
    gp_str(gp, a->c->spec.name);
    sg_text_printf(gp, "\n# made by scangate audit; regenerate in this directory: gnuplot %s.gp\n"
                       "if (!exists(\"png_out\")) png_out = \"%s.png\"\n"
                       "if (!exists(\"svg_out\")) svg_out = \"%s.svg\"\n"
                       "if (strstrt(GPVAL_TERMINALS, \"pngcairo\") > 0) {\n"
                       "    set terminal pngcairo noenhanced size 1400,800 font \",11\"\n"
                       "} else {\n"
                       "    set terminal png noenhanced size 1400,800\n"
                       "}\n"
                       "set output png_out\n",
                   name, name, name);
    sg_text_printf(gp, "$profile << EOD\n");
    for (int64_t k = 0; k < q->nchunks; k++) {
        const sg_audit_chunk *ck = &q->chunks[k];
        const double mb = ck->mu_b > floor_v ? ck->mu_b : floor_v, mc = ck->mu_c > floor_v ? ck->mu_c : floor_v;
        sg_text_printf(gp, "%lld %.17g %.17g %d\n", (long long)(k * K), isnan(mb) ? 1e300 : mb,
                       isnan(ck->mu_c) ? 1e300 : mc, ck->reset);
    }
    sg_text_printf(gp, "EOD\n");
    sg_text_printf(gp, "set title \"");
    gp_str(gp, backend);
    sg_text_printf(gp, ": ");
    gp_str(gp, q->quantity);
    sg_text_printf(gp, " on ");
    gp_str(gp, a->c->spec.name);
    sg_text_printf(gp, " - worst model_ulp per %lld-token chunk (zero drawn at %.3g)\"\n", (long long)K, floor_v);
    sg_text_printf(gp, "set xlabel \"token t (chunk start)\"\nset ylabel \"worst model_ulp in the chunk\"\n"
                       "set logscale y\nset key outside right top\nset grid ytics\n");
    /* the prefix group edges (at most 64 drawn) */
    if (a->st.group > 0) {
        const int64_t span = a->st.group * K, ng = (a->c->spec.L + span - 1) / span;
        const int64_t step = ng > 64 ? (ng + 63) / 64 : 1;
        for (int64_t g = 1; g < ng; g += step)
            sg_text_printf(gp, "set arrow from %lld, graph 0 to %lld, graph 1 nohead lc rgb \"#999999\" dt 3\n",
                           (long long)(g * span), (long long)(g * span));
    }
    sg_text_printf(gp, "plot $profile using 1:2 with steps lw 2 lc rgb \"#D55E00\" title \"");
    gp_str(gp, backend);
    sg_text_printf(gp, "\", \\\n     $profile using 1:3 with steps lw 1 lc rgb \"#0072B2\" title \"cpu.canonical_f32\", \\\n"
                       "     $profile using 1:($4 > 0 ? %.17g : 1/0) with points pt 9 ps 1.2 lc rgb \"#009E73\" "
                       "title \"chunk holds a reset\"",
                   floor_v);
    if (isfinite(q->envelope) && q->envelope > 0)
        sg_text_printf(gp, ", \\\n     %.17g with lines dt 2 lc rgb \"#0072B2\" title \"canonical envelope\"", q->envelope);
    if (a->st.group > 0) sg_text_printf(gp, "\n# dotted verticals: prefix group edges (every %lld chunks)", (long long)a->st.group);
    sg_text_printf(gp, "\nset terminal svg noenhanced size 1400,800 font \"sans,11\"\n"
                       "set output svg_out\nreplot\nset output\n");
}
