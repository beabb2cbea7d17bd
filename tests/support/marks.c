/* marks.c - the boundary-marker counters of the CPU emulations (sg_testhooks.h),
 * bumped by their SG_TESTING build through the hooks of reference/emu_hooks.h
 * and read by tests/test_emulation.c. Thread-safe (atomic adds); a count never
 * influences a result. */
#include "sg_testhooks.h"

static int64_t marks[SG_EMU_COUNT][2][SG_MARK_COUNT];

const char *sg_emu_mark_name(sg_emu_mark m) {
    static const char *const n[SG_MARK_COUNT] = {"L=1", "partial last chunk", "reset in the partial last chunk",
                                                 "reset at a chunk start", "state carried across a group boundary",
                                                 "group with fewer chunks than the group size"};
    return (unsigned)m < SG_MARK_COUNT ? n[m] : "?";
}

void sg_emu_mark_add(sg_emu_algo a, int dir, sg_emu_mark m, int64_t n) {
    if (n == 0) return;
    int64_t *p = &marks[a][dir][m];
#pragma omp atomic
    *p += n;
}

int64_t sg_emu_mark_get(sg_emu_algo a, int dir, sg_emu_mark m) {
    int64_t v;
#pragma omp atomic read
    v = marks[a][dir][m];
    return v;
}

void sg_emu_marks_clear(void) {
    for (int a = 0; a < SG_EMU_COUNT; a++)
        for (int d = 0; d < 2; d++)
            for (int m = 0; m < SG_MARK_COUNT; m++) {
#pragma omp atomic write
                marks[a][d][m] = 0;
            }
}

void sg_emu_mark_sequence(sg_emu_algo a, const int32_t *seg, int64_t L, int64_t CH) {
    int64_t mk[SG_MARK_COUNT] = {0};
    if (L == 1) mk[SG_MARK_L1]++;
    if (L % CH != 0) {
        mk[SG_MARK_PARTIAL_CHUNK]++;
        for (int64_t t = (L / CH) * CH; t < L; t++)
            if (seg[t] == 0) {
                mk[SG_MARK_RESET_LAST_PARTIAL]++;
                break;
            }
    }
    for (int64_t t = 0; t < L; t += CH)
        if (seg[t] == 0) mk[SG_MARK_RESET_CHUNK_START]++;
    for (int dir = 0; dir < 2; dir++)
        for (int m = 0; m < SG_MARK_COUNT; m++) sg_emu_mark_add(a, dir, (sg_emu_mark)m, mk[m]);
}

/* The group marks of one grouped prefix: a short last group, and the ncarry
 * chunk entries of later groups that carry state from an earlier group (L_k
 * non-zero, and O_j's offset, or O_j's transition and x0, non-zero). */
static void mark_groups(sg_emu_algo a, int dir, int64_t G, int64_t n, int64_t ncarry) {
    sg_emu_mark_add(a, dir, SG_MARK_SHORT_GROUP, n % G != 0); /* only the last group can be short */
    sg_emu_mark_add(a, dir, SG_MARK_GROUP_CARRY, ncarry);
}

void sg_emu_mark_rprefix(sg_emu_algo a, int dir, int grouped, int64_t G, int64_t n, float x0, const sg_rpair *Lw,
                         const sg_rpair *Ow) {
    if (!grouped) return;
    int64_t carry = 0;
    for (int64_t k = G; k < n; k++) {
        const sg_rpair o = Ow[k / G];
        if (Lw[k].a != 0.0f && (o.b != 0.0f || (o.a != 0.0f && x0 != 0.0f))) carry++;
    }
    mark_groups(a, dir, G, n, carry);
}

void sg_emu_mark_cprefix(sg_emu_algo a, int dir, int grouped, int64_t G, int64_t n, sg_cf x0, const sg_cpair *Lw,
                         const sg_cpair *Ow) {
    if (!grouped) return;
    const int x0nz = x0.re != 0.0f || x0.im != 0.0f;
    int64_t carry = 0;
    for (int64_t k = G; k < n; k++) {
        const sg_cpair o = Ow[k / G];
        const int lnz = Lw[k].lam.re != 0.0f || Lw[k].lam.im != 0.0f;
        const int obnz = o.b.re != 0.0f || o.b.im != 0.0f;
        const int oanz = o.lam.re != 0.0f || o.lam.im != 0.0f;
        if (lnz && (obnz || (oanz && x0nz))) carry++;
    }
    mark_groups(a, dir, G, n, carry);
}
