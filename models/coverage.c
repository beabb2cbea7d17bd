/* coverage.c - the coverage table: which code paths each case of a set
 * reaches, computed from the generated inputs (segment positions, initial
 * states, and the model's own conditions through its descriptor), never from
 * a case's name or description. */
#include "sg_models.h"

#include <string.h>

_Static_assert(SG_COND_RESET_TILE_4096 - SG_COND_TILE_FIRST + 1 == SG_COND_TILE_COUNT, "tile conditions 16 << k");

#define SG_COND_NAME_(ID, name) #name,
static const char *const cond_names[SG_COND_COUNT] = {SG_CONDITION_LIST(SG_COND_NAME_)};
#undef SG_COND_NAME_

const char *sg_condition_name(sg_condition k) { return (unsigned)k < SG_COND_COUNT ? cond_names[k] : "?"; }

sg_status sg_case_conditions(const sg_case *c, int64_t counts[SG_COND_COUNT]) {
    const sg_model_desc *md;
    sg_status st = sg_model_of_case(c, &md);
    if (st) return st;
    for (int k = 0; k < SG_COND_COUNT; k++) counts[k] = -1;
    const sg_tensor *x = sg_tset_get(&c->inputs, "x"), *seg = sg_tset_get(&c->inputs, "segment_pos");
    const sg_tensor *h0 = sg_tset_get(&c->inputs, md->initial_state);
    if (!x || !seg || !h0 || x->ndim != 3)
        return sg_fail(SG_E_SHAPE, "case %s: no x, segment_pos or %s to compute coverage from", c->spec.name,
                       md->initial_state);
    const int64_t B = x->shape[0], L = x->shape[1], D = x->shape[2];
    const int32_t *sp = seg->data;
    const float *init = h0->data;
    int64_t last_partial = 0, carry = 0, edges = 0, tiles[SG_COND_TILE_COUNT] = {0}, long_edges = 0;
    const int64_t tail = L % md->chunk ? L - L % md->chunk : L; /* first step of a partial last chunk */
    for (int64_t b = 0; b < B; b++) {
        const int32_t *row = sp + b * L;
        int later = 0;
        for (int64_t t = 1; t < L; t++) {
            later |= row[t] == 0;
            last_partial += t >= tail && row[t] == 0;
            if (row[t] != 0) continue;
            for (int k = 0; k < SG_COND_TILE_COUNT; k++) tiles[k] += t % ((int64_t)16 << k) == 0;
            long_edges += t >= SG_COND_LONG_STEP && t % md->group == 0;
        }
        int nonzero = 0;
        for (int64_t d = 0; d < D; d++) nonzero |= init[b * D + d] != 0.0f;
        carry += row[0] != 0 && nonzero && later;
        for (int64_t g = md->group; g < L; g += md->group) edges += row[g] != 0;
    }
    counts[SG_COND_RESET_LAST_PARTIAL] = last_partial;
    counts[SG_COND_CARRY_PACKED] = carry;
    counts[SG_COND_GROUP_EDGE_CARRIED] = edges;
    for (int k = 0; k < SG_COND_TILE_COUNT; k++) counts[SG_COND_TILE_FIRST + k] = tiles[k];
    counts[SG_COND_RESET_GROUP_EDGE_LONG] = long_edges;
    return md->conditions(c, counts);
}

sg_status sg_coverage_table(const char *set, uint64_t seed, sg_text *out, int min_cases[SG_MODEL_COUNT]) {
    const sg_case_spec *specs;
    int n;
    sg_status st = sg_fixture_set(set, &specs, &n);
    if (st) return st;
    int nm;
    const sg_model_desc *const *models = sg_models(&nm);
    int met[SG_MODEL_COUNT][SG_COND_COUNT] = {{0}}, applies[SG_MODEL_COUNT][SG_COND_COUNT] = {{0}};
    int ncase[SG_MODEL_COUNT] = {0};
    sg_text_printf(out, "# Coverage of the `%s` set: the code paths its cases reach\n\n", set);
    sg_text_printf(out, "Computed from the generated inputs, not from the cases' names or descriptions: "
                        "`scangate coverage --set %s --seed %llu`.\n",
                   set, (unsigned long long)seed);
    sg_text_printf(out, "Each cell counts the places a case meets the condition (models/sg_models.h, "
                        "SG_CONDITION_LIST); `-`: the model has no such path.\n\n| case | model |");
    for (int k = 0; k < SG_COND_COUNT; k++) sg_text_printf(out, " %s |", cond_names[k]);
    sg_text_printf(out, "\n|---|---|");
    for (int k = 0; k < SG_COND_COUNT; k++) sg_text_printf(out, "---:|");
    sg_text_printf(out, "\n");
    for (int i = 0; i < n; i++) {
        sg_case c;
        if ((st = sg_case_make(&specs[i], seed, &c))) return st;
        int64_t counts[SG_COND_COUNT];
        st = sg_case_conditions(&c, counts);
        sg_case_free(&c);
        if (st) return st;
        const int m = (int)specs[i].model;
        ncase[m]++;
        char en[600]; /* a hard case's name comes from its file: sg_md_cell */
        sg_text_printf(out, "| %s | %s |", sg_md_cell(en, sizeof en, specs[i].name), sg_model_name(specs[i].model));
        for (int k = 0; k < SG_COND_COUNT; k++) {
            if (counts[k] < 0) {
                sg_text_printf(out, " - |");
                continue;
            }
            applies[m][k] = 1;
            met[m][k] += counts[k] > 0;
            sg_text_printf(out, " %lld |", (long long)counts[k]);
        }
        sg_text_printf(out, "\n");
    }
    sg_text_printf(out, "\nCases meeting each condition, per model:\n\n| model | cases |");
    for (int k = 0; k < SG_COND_COUNT; k++) sg_text_printf(out, " %s |", cond_names[k]);
    sg_text_printf(out, "\n|---|---:|");
    for (int k = 0; k < SG_COND_COUNT; k++) sg_text_printf(out, "---:|");
    sg_text_printf(out, "\n");
    int fewest[SG_MODEL_COUNT];
    for (int m = 0; m < SG_MODEL_COUNT; m++) fewest[m] = -1;
    for (int j = 0; j < nm; j++) {
        const int m = (int)models[j]->id;
        if (!ncase[m]) continue;
        sg_text_printf(out, "| %s | %d |", models[j]->name, ncase[m]);
        for (int k = 0; k < SG_COND_COUNT; k++) {
            if (!applies[m][k]) {
                sg_text_printf(out, " - |");
                continue;
            }
            sg_text_printf(out, " %d |", met[m][k]);
            if (fewest[m] < 0 || met[m][k] < fewest[m]) fewest[m] = met[m][k];
        }
        sg_text_printf(out, "\n");
    }
    if (min_cases)
        for (int m = 0; m < SG_MODEL_COUNT; m++) min_cases[m] = fewest[m];
    return SG_OK;
}
