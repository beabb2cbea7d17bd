/* rglru_v2.cuh - the kernels of version 2's structure of the chunked RG-LRU scan
 * (a thread per (chunk, channel) and per (group, channel); see
 * kernels/rglru/rglru_fast.cu for the launches and what each computes), written
 * once for every file that runs that structure: version 2 (rglru_fast.cu, the
 * scan-only rows, BF16 gates) and the mixer (rglru_mixer.cu, FP32 gates kept on
 * the device). Templated on the file's device problem G, which has the fields of
 * rglru_fast.cu's rg2_dev (u, v, du, dv, dx either BF16 or FP32: sg_rg_ld,
 * sg_rg_st of rglru_device.cuh). Internal to the kernels. */
#ifndef SG_RGLRU_V2_CUH
#define SG_RGLRU_V2_CUH

#include "rglru_device.cuh"

#define RG2_THREADS 256
#define RG2_BATCH 32 /* chunks per register batch of the serial prefix (= SG_RG_GROUP) */

/* Thread sg_gid() of a per-(chunk c, channel ch) kernel, ch fastest: i, c,
 * ch = b D + d, the chunk's steps t0 <= t < t1, s = softplus(p_d) and the
 * row's reset positions; false past the last. */
struct rg2_cell : sg_rg_chan {
    int64_t i, c, ch, t0, t1;
};
template <class G> __device__ __forceinline__ static bool rg2_cell_of(const G &g, rg2_cell *k) {
    k->i = sg_gid();
    if (k->i >= g.C * g.nch) return false;
    k->c = k->i / g.nch;
    k->ch = k->i % g.nch;
    static_cast<sg_rg_chan &>(*k) = sg_rg_d_chan(g, k->ch);
    k->t0 = k->c * SG_RG_CHUNK;
    k->t1 = k->t0 + SG_RG_CHUNK < g.L ? k->t0 + SG_RG_CHUNK : g.L;
    return true;
}

/* Element (b, t, d) of a [B,L,D] array for cell k: version 2's index. */
#define RG2_AT [&](int64_t t) { return (k.b * g.L + t) * g.D + k.d; }

/* ---- forward ---------------------------------------------------------------- */
/* S_c = T_e o ... o T_s, one thread per (chunk c, channel ch). */
template <class G> __global__ static void rg2_summ(G g) {
    rg2_cell k;
    if (!rg2_cell_of(g, &k)) return;
    g.P[k.i] = sg_rg_d_summary(g, RG2_AT, k.seg, k.s, k.t0, k.t1);
}

/* ---- the chunk prefix, either direction -------------------------------------- */
/* Serial: entry[c] for every chunk of channel ch from x0, the fold
 * entry_0 = x0, entry_{k+1} = P_k(entry_k) run by sg_rprefix_serial on batches
 * of RG2_BATCH chunks loaded into registers; the batch's last step,
 * P_{n-1}(entry_{n-1}), is the fold's next step, the carry into the next batch. */
template <class G> __global__ static void rg2_prefix_serial(G g, const sg_rpair *P, const float *x0v, float *entry) {
    const int64_t ch = sg_gid();
    if (ch >= g.nch) return;
    float x = x0v[ch];
    for (int64_t c0 = 0; c0 < g.C; c0 += RG2_BATCH) {
        const int n = (int)(g.C - c0 < RG2_BATCH ? g.C - c0 : RG2_BATCH);
        sg_rpair pl[RG2_BATCH];
        float el[RG2_BATCH];
#pragma unroll
        for (int k = 0; k < RG2_BATCH; k++)
            if (k < n) pl[k] = P[(c0 + k) * g.nch + ch];
        sg_rprefix_serial(pl, n, x, el);
        x = sg_rpair_apply(pl[n - 1], el[n - 1]);
#pragma unroll
        for (int k = 0; k < RG2_BATCH; k++)
            if (k < n) entry[(c0 + k) * g.nch + ch] = el[k];
    }
}

/* Grouped, level 1: per (group j, channel ch), L_k of the group's chunks and U_j. */
template <class G> __global__ static void rg2_group_local(G g, const sg_rpair *P) {
    const int64_t i = sg_gid();
    if (i >= g.NG * g.nch) return;
    const int64_t j = i / g.nch, ch = i % g.nch;
    const int n = (int)sg_prefix_group_len(g.C, SG_RG_GROUP, j);
    sg_rpair pl[SG_RG_GROUP], ll[SG_RG_GROUP];
    for (int k = 0; k < n; k++) pl[k] = P[(j * SG_RG_GROUP + k) * g.nch + ch];
    g.Uw[ch * g.NG + j] = sg_rgroup_local(pl, n, ll);
    for (int k = 0; k < n; k++) g.Lw[(j * SG_RG_GROUP + k) * g.nch + ch] = ll[k];
}

/* Grouped, level 2: per channel, O_0..O_{NG-1} (channel-major, as group_outer takes them). */
template <class G> __global__ static void rg2_group_outer(G g) {
    const int64_t ch = sg_gid();
    if (ch >= g.nch) return;
    sg_rgroup_outer(g.Uw + ch * g.NG, (int)g.NG, g.Ow + ch * g.NG);
}

/* Grouped, level 3: per (chunk c, channel ch), entry[c] = (L_c o O_j)(x0). */
template <class G> __global__ static void rg2_group_entry(G g, const float *x0v, float *entry) {
    const int64_t i = sg_gid();
    if (i >= g.C * g.nch) return;
    const int64_t c = i / g.nch, ch = i % g.nch;
    entry[i] = sg_rgroup_entry(g.Lw[i], g.Ow[ch * g.NG + c / SG_RG_GROUP], x0v[ch]);
}

/* Forward replay: per (chunk, channel), the chunk's steps from its entry. */
template <class G> __global__ static void rg2_replay(G g) {
    rg2_cell k;
    if (!rg2_cell_of(g, &k)) return;
    const float h = sg_rg_d_replay(g, RG2_AT, k.seg, k.s, k.t0, k.t1, g.fent[k.i]);
    if (k.c == g.C - 1) g.h_last[k.ch] = h;
}

/* ---- backward ---------------------------------------------------------------- */
/* Reverse summaries R_s o ... o R_e of chunk c, stored at P[C-1-c] (application order). */
template <class G> __global__ static void rg2_rsumm(G g) {
    rg2_cell k;
    if (!rg2_cell_of(g, &k)) return;
    g.P[(g.C - 1 - k.c) * g.nch + k.ch] = sg_rg_d_rsummary(g, RG2_AT, k.seg, k.s, k.t0, k.t1);
}

/* Backward replay: per (chunk, channel), forward states from the saved entry,
 * then t descending: dx, du, dv and the chunk's dp partial; chunk 0: dh0. */
template <class G> __global__ static void rg2_breplay(G g) {
    rg2_cell k;
    if (!rg2_cell_of(g, &k)) return;
    const int64_t t0 = k.t0, t1 = k.t1;
    float hs[SG_RG_CHUNK];
    float hf = g.fent[k.i];
    for (int64_t t = t0; t < t1; t++) {
        hs[t - t0] = hf;
        const sg_rg_coef q = sg_rg_d_coef(g, (k.b * g.L + t) * g.D + k.d, k.s, k.seg[t] == 0);
        hf = sg_rpair_apply(sg_rg_pair(&q), hf);
    }
    float gc = g.gent[(g.C - 1 - k.c) * g.nch + k.ch]; /* g_{t1}: the cotangent entering from the right */
    sg_rpair an = t1 < g.L ? sg_rg_decay(sg_rg_ld(g.v[(k.b * g.L + t1) * g.D + k.d]), k.s, k.seg[t1] == 0)
                           : sg_rpair_identity();
    const float acc = sg_rg_d_breplay(g, RG2_AT, k.seg, k.s, t0, t1, hs, &gc, &an);
    if (k.c == 0) g.dh0[k.ch] = an.a * gc;
    g.dpc[k.i] = acc;
}

/* ---- host side ------------------------------------------------------------ */
/* The chunk prefix from x0v into entry over the summaries g.P, serial or grouped. */
template <class G> static sg_status rg2_prefix(G &g, int grouped, const float *x0v, float *entry) {
    if (!grouped) {
        SG_LAUNCH(rg2_prefix_serial<G>, g.nch, RG2_THREADS, g, g.P, x0v, entry);
        return SG_OK;
    }
    SG_LAUNCH(rg2_group_local<G>, g.NG * g.nch, RG2_THREADS, g, g.P);
    SG_LAUNCH(rg2_group_outer<G>, g.nch, RG2_THREADS, g);
    SG_LAUNCH(rg2_group_entry<G>, g.C * g.nch, RG2_THREADS, g, x0v, entry);
    return SG_OK;
}

#endif
