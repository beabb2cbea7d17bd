/* sg_models.h - one descriptor per model, and the registry of them. A
 * descriptor is everything the layers above (gates, eval, the command, the
 * reports) know of a model, bound to the layers below (common's signature,
 * fixtures, oracle) through data and function pointers only: its name, its
 * quantities (what a backend writes, in report order), its inputs (the case's
 * tensors), the oracle (direct and through the on-disk cache, whose file kind
 * is the model's equations identifier), the yardstick (the backend row of the
 * canonical operation order that vs_canonical and err_ratio compare with),
 * and how a backend's implementation of the model is found and called on a
 * case (the problem view of the case, the outputs bound to their tensors).
 *
 * Each model's descriptor lives in its own folder (models/<name>/, beside the
 * model's code of the lower layers) and is registered by one line, SG_MODELS
 * in CMakeLists.txt (models/registry.c builds the registry from it); nothing
 * above this layer names a model. Invariants: the descriptors are constant, registered in sg_model
 * order (sg_model_desc_of(m)->id == m), and a descriptor's quantities are
 * sg_model_quantities() of its id (the signature in common/sg_model.h).
 */
#ifndef SG_MODELS_H
#define SG_MODELS_H

#include "sg_fixtures.h"
#include "sg_oracle.h"

/* A backend's implementation of one model, as stored generically; the
 * model's descriptor casts it back to the model's own function type. */
typedef void (*sg_impl_fn)(void);

/* A tensor of a case. `replay`: printed (in %a) beside a failing output
 * element of the same shape class, so the failure can be replayed. */
typedef struct {
    const char *name;
    sg_dtype dtype;
    sg_shape_class shape;
    int replay;
    int backward_only; /* read by the backward pass alone (the cotangents): not moved by a forward-only call */
} sg_model_input;

/* The code-path conditions of the coverage table (models/coverage.c),
 * computed from a case's generated data, never from its labels. Each is a
 * count of the places a case meets it (0: not met; -1: the model has no such
 * path):
 *   RESET_LAST_PARTIAL  resets (b,t), t > 1, inside the last chunk when it is partial
 *                       (L not a multiple of the model's chunk)
 *   DEEP_CLIP           non-reset steps (b,t,channel or mode) with 1 - a^2 (RG-LRU)
 *                       or 1 - rho^2 (SAMU) below 2.5e-5, the sqrt-clip neighbourhood
 *   CARRY_PACKED        rows whose step 1 is not a reset, with a nonzero initial state
 *                       and at least one later reset (the h0/z0 path inside packed
 *                       documents)
 *   GROUP_EDGE_CARRIED  chunk-group edges (b, g), 0 < g < L, g a multiple of the
 *                       model's group, where step g+1 is not a reset (the entry state
 *                       rounded at the edge is carried on)
 *   OBTUSE_PHASE        SAMU modes with cos(theta_m) < 0 (theta beyond pi/2)
 *   RESET_TILE_T        resets (b,t), 0-based t > 0, t a multiple of T: a reset on the first step of a
 *                       tile of T steps, for every power of two T from 16 to 4096 (the
 *                       chunks, tiles, register batches and groups of this suite's kernels, 16 to 2048,
 *                       and the power-of-two blocks an outside scan may use); a kernel that mishandles a
 *                       reset on its tile edge is judged on these steps
 *   RESET_GROUP_EDGE_LONG resets (b,t) with t a multiple of the model's group and t >= 4096: a reset on a
 *                       group edge deep in a long sequence */
#define SG_CONDITION_LIST(X)                                                                                           \
    X(RESET_LAST_PARTIAL, reset_last_partial)                                                                          \
    X(DEEP_CLIP, deep_clip)                                                                                            \
    X(CARRY_PACKED, carry_packed)                                                                                      \
    X(GROUP_EDGE_CARRIED, group_edge_carried)                                                                          \
    X(OBTUSE_PHASE, obtuse_phase)                                                                                      \
    X(RESET_TILE_16, reset_tile_16)                                                                                    \
    X(RESET_TILE_32, reset_tile_32)                                                                                    \
    X(RESET_TILE_64, reset_tile_64)                                                                                    \
    X(RESET_TILE_128, reset_tile_128)                                                                                  \
    X(RESET_TILE_256, reset_tile_256)                                                                                  \
    X(RESET_TILE_512, reset_tile_512)                                                                                  \
    X(RESET_TILE_1024, reset_tile_1024)                                                                                \
    X(RESET_TILE_2048, reset_tile_2048)                                                                                \
    X(RESET_TILE_4096, reset_tile_4096)                                                                                \
    X(RESET_GROUP_EDGE_LONG, reset_group_edge_long)
/* The first tile-edge condition and the number of them (RESET_TILE_16 .. RESET_TILE_4096, T = 16 << k). */
#define SG_COND_TILE_FIRST SG_COND_RESET_TILE_16
#define SG_COND_TILE_COUNT 9
/* RESET_GROUP_EDGE_LONG's least step (0-based). */
#define SG_COND_LONG_STEP 4096
#define SG_COND_ENUM_(ID, name) SG_COND_##ID,
typedef enum { SG_CONDITION_LIST(SG_COND_ENUM_) SG_COND_COUNT } sg_condition;
#undef SG_COND_ENUM_
/* The 1 - a^2 (1 - rho^2) bound of DEEP_CLIP. */
#define SG_COND_DEEP_CLIP_BOUND 2.5e-5

/* A parameter regime of the model's generator and its distributions, in words
 * (written into the tables' reports). */
typedef struct {
    const char *name;
    const char *distributions;
} sg_regime_doc;

typedef struct sg_model_desc {
    sg_model id;
    const char *name;               /* "rglru": THRESHOLDS.md keys, case files */
    const char *title;              /* "RG-LRU": for people */
    const sg_quantity *quantities;  /* what a backend writes, in report order */
    int nq;
    const sg_model_input *inputs;   /* the case's tensors */
    int ninputs;
    const char *equations;          /* the oracle's equations identifier: the cache kind */
    const char *yardstick;          /* the backend row of the canonical order */
    /* The chunk and chunk-group lengths (steps) of the model's chunked
     * algorithms (reference/EQUATIONS.md section 7): the coverage conditions'. */
    int chunk, group;
    const char *initial_state;      /* the input holding the initial state ([B,D]: "h0", "z0"); the output
                                     * "y" holds the state at every t in that input's layout (the entry
                                     * state of a window, sg_shrink) */
    int channels_independent;       /* 1: any channel range is a sub-problem (RG-LRU); 0: the channels are
                                     * coupled (SAMU: the controller reads every channel) */
    const sg_regime_doc *regimes;   /* the generator's parameter regimes */
    int nregimes;
    /* The model's own coverage conditions (DEEP_CLIP, OBTUSE_PHASE) of a
     * validated case into counts (the others are left as they are). */
    sg_status (*conditions)(const sg_case *c, int64_t counts[SG_COND_COUNT]);
    /* The decays a case's steps apply, for the judge's structure hints (gates/structure.c): step_prepare
     * makes a context from a validated case (NULL: none), step_q gives 1 - a^2 in double from the stored
     * inputs for element (b, t, d) of a [B,L,D] quantity (RG-LRU: its channel's decay; SAMU: its mode's,
     * d mod D/2) on a step that is not a reset, step_free frees the context. NULL: the model has none. */
    void *(*step_prepare)(const sg_case *c);
    double (*step_q)(const void *ctx, int64_t b, int64_t t, int64_t d);
    void (*step_free)(void *ctx);
    /* The oracle on a case, computed directly (cert: NULL, or filled when o->certify). */
    sg_status (*oracle)(const sg_case *c, const sg_oracle_opts *o, sg_tset *res, sg_oracle_cert *cert);
    /* The same results as a stream of blocks (sg_oracle.h "streamed results"),
     * holding about `budget` bytes of them at a time at most where the model's
     * blocks can be chosen (NULL: the model cannot stream). */
    sg_status (*oracle_stream)(const sg_case *c, const sg_oracle_opts *o, size_t budget, sg_oracle_block_fn fn,
                               void *ctx, sg_oracle_cert *cert);
    /* Calls `f` (a backend's slot of this model, sg_model_impl) on the case: outputs[i] is quantity i, allocated
     * by the caller; *seconds the wall time of the call alone. SG_PASS_FWD passes NULL for every gradient
     * output (the caller checks the row's forward_only first). */
    sg_status (*call)(sg_impl_fn f, const sg_case *c, sg_tset *outputs, sg_pass pass, double *seconds);
} sg_model_desc;

/* ---- the registry (models/registry.c) -------------------------------------- */
/* Every registered model, in sg_model order; *n gets the count. */
const sg_model_desc *const *sg_models(int *n);
/* The descriptor of a model id (NULL: none registered). */
const sg_model_desc *sg_model_desc_of(sg_model m);
/* The descriptor named `name` (NULL: none). */
const sg_model_desc *sg_model_find(const char *name);
/* Refuses a name that is no model (SG_E_UNKNOWN): `what` (an option, "model"),
 * the name, the nearest model ("did you mean"), the models. */
sg_status sg_model_unknown(const char *what, const char *name);

/* ---- what every descriptor provides through the same code (models/model.c) -- */
/* The oracle's results for a case: through the on-disk cache in `cache_dir`
 * (NULL or "": computed, not cached; o NULL: the defaults). The results carry
 * the metadata "case_hash". */
sg_status sg_model_oracle(const sg_model_desc *md, const sg_case *c, const sg_oracle_opts *o, const char *cache_dir,
                          sg_tset *res);
/* Backend `b`'s implementation of the model (NULL: it has none). */
sg_impl_fn sg_model_impl(const sg_model_desc *md, const sg_backend *b);
/* Whether backend `b` implements the model. */
int sg_model_runs(const sg_model_desc *md, const sg_backend *b);
/* The bytes of a case's judged quantities (B, L, D) held as oracle results
 * (q.f64, q.rn_bf16 and q.rn_f32, q.S: 22 bytes an element, held = 1) or as
 * the outputs a backend writes (their stored dtypes, held = 0): what decides
 * whether a case is judged held or as a stream (table, bench). */
double sg_model_quantity_bytes(const sg_model_desc *md, int64_t B, int64_t L, int64_t D, int held);
/* The words of a regime of the model (NULL: not one of its regimes). */
const char *sg_model_regime_doc(const sg_model_desc *md, const char *regime);
/* The descriptor of a case's model; SG_E_UNKNOWN when it has none. */
sg_status sg_model_of_case(const sg_case *c, const sg_model_desc **md);

/* ---- the coverage table (models/coverage.c) --------------------------------- */
/* "reset_last_partial", ... */
const char *sg_condition_name(sg_condition k);
/* Every condition's count for a validated case. */
sg_status sg_case_conditions(const sg_case *c, int64_t counts[SG_COND_COUNT]);
/* The coverage table of a set under a seed, as Markdown (condition x case,
 * then per model the number of cases meeting each condition; its provenance
 * is the command that makes it). min_cases[m] (NULL: not wanted) gets, over the
 * conditions model m has, the fewest cases meeting one (-1: the set has no case of m;
 * for the gate of a test). */
sg_status sg_coverage_table(const char *set, uint64_t seed, sg_text *out, int min_cases[SG_MODEL_COUNT]);

#endif
