/* peers.c - outside RG-LRU and SAMU implementations as backend rows (a plugin,
 * backends/sg_plugin.h): `scangate bench backends --plugin build/peers/libsg_peers.so
 * --backend ext.peer_as_scalar ...` judges each on the exact shape it times and
 * times those that PASS in the same counterbalanced rounds as the project's
 * rows. The implementations are Python (examples/peers_rglru.py: accelerated-scan,
 * flash-linear-attention's HGRN, RecurrentGemma's layer, a torch.compile'd
 * composite); this file is the bridge.
 *
 * A row's first use starts its adapter, `PYTHON SCRIPT serve --impl NAME
 * --device DEV` (posix_spawn, an argument vector: no shell), which stays up for
 * the process. A call writes the problem as a case file (the RG-LRU inputs
 * under the case-file names, metadata model and case) to a scratch directory,
 * asks {"op": "run", "in", "out", "full"} on the adapter's stdin, reads the
 * one-line JSON answer ({"ok": true, "seconds": T} or {"ok": false, "error"}),
 * reads the outputs file, checks each tensor's dtype and shape against the
 * problem and copies it into the caller's buffers (a quantity missing from the
 * file leaves the buffer as the caller poisoned it: the gates' `unwritten`
 * sees it), then removes both files. T, the adapter's device time of the
 * computation (CUDA events from the FP32 inputs on the device to the outputs
 * in their dtypes on the device), is the row's device_seconds.
 *
 * Environment: SG_PEER_PYTHON (default python3), SG_PEER_SCRIPT (default the
 * source tree's examples/peers_rglru.py), SG_PEER_DEVICE (cuda or cpu; default
 * cuda when /dev/nvidia0 exists), SG_PEER_TMPDIR (default /dev/shm when it is a
 * writable directory, else TMPDIR, else /tmp). The adapter's stderr goes to
 * SCRATCH/sg-peer-NAME-PID.log, named in every failure.
 * Code hash: the loader hashes this library's bytes, which hold the adapter
 * script's SHA-256 at build time (SG_PEER_SCRIPT_SHA256), so a changed adapter
 * is judged again by the benchmark. Calls are serialised per row (a mutex):
 * one adapter answers one request at a time. */
#define _GNU_SOURCE
#include "sg_plugin.h"

#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef SG_PEER_DEFAULT_SCRIPT
#define SG_PEER_DEFAULT_SCRIPT "examples/peers_rglru.py"
#endif
#ifndef SG_PEER_SCRIPT_SHA256
#define SG_PEER_SCRIPT_SHA256 "unknown"
#endif

extern char **environ;

/* The rows, declared once: row name, the adapter's implementation, the algorithm line. */
#define SG_PEER_LIST(X)                                                                                               \
    X(as_scalar, RGLRU, "accelerated-scan scalar.scan (Triton; ref.scan on cpu) inside an FP32 PyTorch RG-LRU core, autograd backward") \
    X(as_warp, RGLRU, "accelerated-scan warp.scan (CUDA C++) inside an FP32 PyTorch RG-LRU core, autograd backward")                  \
    X(fla_chunk, RGLRU, "flash-linear-attention chunk_hgrn (Triton) inside an FP32 PyTorch RG-LRU core, autograd backward")           \
    X(fla_fused, RGLRU, "flash-linear-attention fused_recurrent_hgrn (Triton; naive on cpu) inside an FP32 PyTorch RG-LRU core")      \
    X(recurrentgemma, RGLRU, "RecurrentGemma's own PyTorch RGLRU layer in FP32, autograd backward")                                 \
    X(composite, RGLRU, "torch.compile'd FP32 gates plus accelerated-scan scalar.scan, autograd backward")                          \
    X(samu_as_complex, SAMU, "accelerated-scan complex.scan (Triton; a PyTorch loop on cpu) inside an FP32 PyTorch SAMU core, autograd backward") \
    X(samu_composite, SAMU, "torch.compile'd FP32 SAMU controller and mode coefficients plus accelerated-scan complex.scan, autograd backward")

typedef struct {
    const char *impl;
    pthread_mutex_t mu;
    pid_t pid;
    FILE *to, *from;
    int started, dead;
    char log[1024];
    char why[1024]; /* the adapter's hello failure, kept */
    double last_seconds;
} peer;

#define SG_PEER_SLOT(n, model, alg) {#n, PTHREAD_MUTEX_INITIALIZER, 0, NULL, NULL, 0, 0, "", "", 0.0},
static peer g_peers[] = {SG_PEER_LIST(SG_PEER_SLOT)};
#define SG_PEER_IDX(n, model, alg) PEER_##n,
enum { SG_PEER_LIST(SG_PEER_IDX) SG_PEER_N };

static const char *env_or(const char *k, const char *dflt) {
    const char *v = getenv(k);
    return v && *v ? v : dflt;
}

static const char *scratch_dir(void) {
    const char *v = getenv("SG_PEER_TMPDIR");
    if (v && *v) return v;
    struct stat sb;
    if (stat("/dev/shm", &sb) == 0 && S_ISDIR(sb.st_mode) && access("/dev/shm", W_OK) == 0) return "/dev/shm";
    return env_or("TMPDIR", "/tmp");
}

static const char *device_name(void) {
    const char *v = getenv("SG_PEER_DEVICE");
    if (v && *v) return v;
    return access("/dev/nvidia0", F_OK) == 0 ? "cuda" : "cpu";
}

/* Starts p's adapter (once): its stdin and stdout as pipes, stderr to p->log. */
static sg_status start(peer *p) {
    if (p->started) return p->dead ? sg_fail(SG_E_NODEVICE, "peer %s: its adapter has stopped (%s)", p->impl, p->log)
                                   : SG_OK;
    p->started = 1;
    const char *dev = device_name();
    if (strcmp(dev, "cuda") != 0 && strcmp(dev, "cpu") != 0)
        return p->dead = 1, sg_fail(SG_E_USAGE, "SG_PEER_DEVICE is cuda or cpu");
    snprintf(p->log, sizeof p->log, "%s/sg-peer-%s-%ld.log", scratch_dir(), p->impl, (long)getpid());
    int in[2], out[2];
    if (pipe(in) != 0) return p->dead = 1, sg_fail(SG_E_IO, "peer %s: pipe: %s", p->impl, strerror(errno));
    if (pipe(out) != 0) {
        close(in[0]);
        close(in[1]);
        return p->dead = 1, sg_fail(SG_E_IO, "peer %s: pipe: %s", p->impl, strerror(errno));
    }
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, in[0], 0);
    posix_spawn_file_actions_adddup2(&fa, out[1], 1);
    posix_spawn_file_actions_addopen(&fa, 2, p->log, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_addclose(&fa, in[1]);
    posix_spawn_file_actions_addclose(&fa, out[0]);
    char *argv[] = {(char *)env_or("SG_PEER_PYTHON", "python3"), (char *)env_or("SG_PEER_SCRIPT", SG_PEER_DEFAULT_SCRIPT),
                    "serve", "--impl", (char *)p->impl, "--device", (char *)dev, NULL};
    const int rc = posix_spawnp(&p->pid, argv[0], &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    close(in[0]);
    close(out[1]);
    if (rc != 0) {
        close(in[1]);
        close(out[0]);
        return p->dead = 1, sg_fail(SG_E_NODEVICE, "peer %s: cannot start %s: %s", p->impl, argv[0], strerror(rc));
    }
    p->to = fdopen(in[1], "w");
    p->from = fdopen(out[0], "r");
    if (!p->to || !p->from) return p->dead = 1, sg_fail(SG_E_IO, "peer %s: fdopen: %s", p->impl, strerror(errno));
    return SG_OK;
}

/* One request and its answer (a JSON object the caller frees), or NULL with the failure set. */
static json_t *ask(peer *p, json_t *req) {
    char *line = json_dumps(req, JSON_COMPACT);
    json_decref(req);
    if (!line) return sg_fail(SG_E_INTERNAL, "peer %s: request not encodable", p->impl), NULL;
    signal(SIGPIPE, SIG_IGN); /* a dead adapter is an error here, not a signal */
    const int bad = fprintf(p->to, "%s\n", line) < 0 || fflush(p->to) != 0;
    free(line);
    char *ans = NULL;
    size_t cap = 0;
    if (bad || getline(&ans, &cap, p->from) < 0) {
        free(ans);
        p->dead = 1;
        return sg_fail(SG_E_NODEVICE, "peer %s: its adapter stopped answering (its log: %s)", p->impl, p->log), NULL;
    }
    json_error_t je;
    json_t *j = json_loads(ans, 0, &je);
    free(ans);
    if (!json_is_object(j)) {
        json_decref(j);
        return sg_fail(SG_E_FORMAT, "peer %s: an answer that is not a JSON object (its log: %s)", p->impl, p->log), NULL;
    }
    if (!json_is_true(json_object_get(j, "ok"))) {
        const char *e = json_string_value(json_object_get(j, "error"));
        char *esc = sg_term_escape(e ? e : "(no message)"); /* the adapter's text, escaped for the terminal */
        sg_fail(SG_E_NODEVICE, "peer %s: %.600s (its log: %s)", p->impl, esc, p->log);
        free(esc);
        json_decref(j);
        return NULL;
    }
    return j;
}

/* available(): the adapter starts and says hello (its failure kept for later calls). */
static sg_status peer_available(peer *p) {
    pthread_mutex_lock(&p->mu);
    sg_status st = SG_OK;
    if (p->why[0]) st = sg_fail(SG_E_NODEVICE, "%s", p->why);
    else if ((st = start(p)) == SG_OK) {
        json_t *j = ask(p, json_pack("{s:s}", "op", "hello"));
        if (!j) {
            st = SG_E_NODEVICE;
            snprintf(p->why, sizeof p->why, "%s", sg_errmsg());
        }
        json_decref(j);
    }
    pthread_mutex_unlock(&p->mu);
    return st;
}

/* One tensor of a call: its name, dtype and shape, and the caller's buffer
 * (an input's source, an output's destination; NULL: an output not asked for). */
typedef struct {
    const char *name;
    sg_dtype dt;
    int nd;
    int64_t shape[3];
    void *p;
} peer_tensor;

static size_t tensor_bytes(const peer_tensor *t) {
    size_t n = t->dt == SG_BF16 ? 2 : 4;
    for (int i = 0; i < t->nd; i++) n *= (size_t)t->shape[i];
    return n;
}

/* A call of peer p on a problem of `model`: the inputs written as a case file,
 * the request, the outputs copied back where the file has them (dtype and
 * shape checked; a missing one stays as the caller poisoned it, counted as
 * unwritten by the gates), the adapter's time kept. */
static sg_status peer_call(peer *p, const char *model, const peer_tensor *in, int nin, const peer_tensor *outs, int nout,
                           int full) {
    pthread_mutex_lock(&p->mu);
    p->last_seconds = NAN;
    sg_status st = SG_OK;
    char fin[1200], fout[1200];
    snprintf(fin, sizeof fin, "%s/sg-peer-%s-%ld-in.safetensors", scratch_dir(), p->impl, (long)getpid());
    snprintf(fout, sizeof fout, "%s/sg-peer-%s-%ld-out.safetensors", scratch_dir(), p->impl, (long)getpid());
    sg_tset s, o;
    sg_tset_init(&s);
    sg_tset_init(&o);
    if ((st = start(p)) != SG_OK) goto done;
    for (int i = 0; i < nin; i++) {
        void *d = sg_tset_add(&s, in[i].name, in[i].dt, in[i].nd, in[i].shape);
        if (!d) {
            st = sg_fail(SG_E_INTERNAL, "peer %s: out of memory for input %s", p->impl, in[i].name);
            goto done;
        }
        memcpy(d, in[i].p, tensor_bytes(&in[i]));
    }
    if ((st = sg_tset_set_meta(&s, "model", model)) || (st = sg_tset_set_meta(&s, "case", "bench")) ||
        (st = sg_safetensors_write(fin, &s)))
        goto done;
    json_t *j = ask(p, json_pack("{s:s,s:s,s:s,s:b}", "op", "run", "in", fin, "out", fout, "full", full));
    if (!j) {
        st = SG_E_NODEVICE;
        goto done;
    }
    const double secs = json_number_value(json_object_get(j, "seconds"));
    json_decref(j);
    if ((st = sg_safetensors_read(fout, &o)) != SG_OK) goto done;
    for (int i = 0; i < nout; i++) {
        const sg_tensor *t = sg_tset_get(&o, outs[i].name);
        if (!outs[i].p || !t) continue; /* not asked for, or left as poisoned */
        if ((st = sg_tset_expect(&o, p->impl, outs[i].name, outs[i].dt, outs[i].nd, outs[i].shape, &t)) != SG_OK)
            goto done;
        memcpy(outs[i].p, t->data, tensor_bytes(&outs[i]));
    }
    p->last_seconds = secs;
done:
    sg_tset_free(&s);
    sg_tset_free(&o);
    (void)unlink(fin);
    (void)unlink(fout);
    pthread_mutex_unlock(&p->mu);
    return st;
}

#define PT(n, dt, nd, a, b, c, ptr) {n, dt, nd, {a, b, c}, (void *)(ptr)}

static sg_status peer_rglru(peer *p, const sg_rglru_problem *pb, sg_rglru_outputs *out) {
    const int64_t B = pb->B, L = pb->L, D = pb->D;
    const sg_status st = sg_check_dims(p->impl, B, L, D);
    if (st) return st;
    const peer_tensor in[] = {
        PT("x", SG_BF16, 3, B, L, D, pb->x),          PT("u", SG_BF16, 3, B, L, D, pb->u),
        PT("v", SG_BF16, 3, B, L, D, pb->v),          PT("dy", SG_BF16, 3, B, L, D, pb->dy ? pb->dy : pb->x),
        PT("p", SG_F32, 1, D, 0, 0, pb->p),           PT("h0", SG_F32, 2, B, D, 0, pb->h0),
        PT("dh_last", SG_F32, 2, B, D, 0, pb->dh_last ? pb->dh_last : pb->h0),
        PT("segment_pos", SG_I32, 2, B, L, 0, pb->segpos),
    };
    const peer_tensor outs[] = {
        PT("y", SG_BF16, 3, B, L, D, out->y),  PT("h_last", SG_F32, 2, B, D, 0, out->h_last),
        PT("dx", SG_BF16, 3, B, L, D, out->dx), PT("du", SG_BF16, 3, B, L, D, out->du),
        PT("dv", SG_BF16, 3, B, L, D, out->dv), PT("dp", SG_F32, 1, D, 0, 0, out->dp),
        PT("dh0", SG_F32, 2, B, D, 0, out->dh0),
    };
    return peer_call(p, "rglru", in, (int)(sizeof in / sizeof in[0]), outs, (int)(sizeof outs / sizeof outs[0]),
                     out->dx != NULL);
}

static sg_status peer_samu(peer *p, const sg_samu_problem *pb, sg_samu_outputs *out) {
    const int64_t B = pb->B, L = pb->L, D = pb->D, M = D / 2;
    sg_status st = sg_check_dims(p->impl, B, L, D);
    if (st) return st;
    if (D < 2 || D % 2) return sg_fail(SG_E_SHAPE, "peer %s: SAMU needs an even D >= 2 (D=%lld)", p->impl, (long long)D);
    const peer_tensor in[] = {
        PT("x", SG_BF16, 3, B, L, D, pb->x),
        PT("dy", SG_BF16, 3, B, L, D, pb->dy ? pb->dy : pb->x),
        PT("z0", SG_F32, 2, B, D, 0, pb->z0),
        PT("dz_last", SG_F32, 2, B, D, 0, pb->dz_last ? pb->dz_last : pb->z0),
        PT("segment_pos", SG_I32, 2, B, L, 0, pb->segpos),
        PT("w_phi", SG_F32, 1, D + 1, 0, 0, pb->w_phi),
        PT("w_r", SG_F32, 1, D + 1, 0, 0, pb->w_r),
        PT("a_phi", SG_F32, 1, 1, 0, 0, &pb->a_phi),
        PT("a_r", SG_F32, 1, 1, 0, 0, &pb->a_r),
        PT("nu", SG_F32, 1, M, 0, 0, pb->nu),
        PT("theta", SG_F32, 1, M, 0, 0, pb->theta),
    };
    const peer_tensor outs[] = {
        PT("y", SG_BF16, 3, B, L, D, out->y),           PT("z_last", SG_F32, 2, B, D, 0, out->z_last),
        PT("dx", SG_BF16, 3, B, L, D, out->dx),         PT("dw_phi", SG_F32, 1, D + 1, 0, 0, out->dw_phi),
        PT("dw_r", SG_F32, 1, D + 1, 0, 0, out->dw_r),  PT("da_phi", SG_F32, 1, 1, 0, 0, out->da_phi),
        PT("da_r", SG_F32, 1, 1, 0, 0, out->da_r),      PT("dnu", SG_F32, 1, M, 0, 0, out->dnu),
        PT("dtheta", SG_F32, 1, M, 0, 0, out->dtheta), PT("dz0", SG_F32, 2, B, D, 0, out->dz0),
    };
    return peer_call(p, "samu", in, (int)(sizeof in / sizeof in[0]), outs, (int)(sizeof outs / sizeof outs[0]),
                     out->dx != NULL);
}

/* Each row's functions, one set per implementation, for its model. */
#define SG_PEER_CALL_RGLRU(n)                                                                                 \
    static sg_status call_##n(const sg_rglru_problem *pb, sg_rglru_outputs *out) {                           \
        return peer_rglru(&g_peers[PEER_##n], pb, out);                                                     \
    }
#define SG_PEER_CALL_SAMU(n)                                                                                  \
    static sg_status call_##n(const sg_samu_problem *pb, sg_samu_outputs *out) {                             \
        return peer_samu(&g_peers[PEER_##n], pb, out);                                                      \
    }
#define SG_PEER_FNS(n, model, alg)                                                                            \
    static sg_status avail_##n(void) { return peer_available(&g_peers[PEER_##n]); }                         \
    SG_PEER_CALL_##model(n) static double secs_##n(void) { return g_peers[PEER_##n].last_seconds; }
SG_PEER_LIST(SG_PEER_FNS)

SG_PLUGIN_EXPORT_ABI;

const sg_backend *sg_plugin_backends(int abi, size_t row_size, int *n);
const sg_backend *sg_plugin_backends(int abi, size_t row_size, int *n) {
    if (abi != SG_PLUGIN_ABI || row_size != sizeof(sg_backend)) return NULL;
#define SG_PEER_ROW(nm, model, alg)                                                                           \
    {.name = "ext.peer_" #nm,                                                                                 \
     .kind = SG_BACKEND_EXTERNAL,                                                                             \
     .algorithm = alg " (examples/peers_rglru.py, adapter sha256 " SG_PEER_SCRIPT_SHA256 ")",                 \
     .impl[SG_MODEL_##model] = (sg_impl_fn)call_##nm,                                                         \
     .available = avail_##nm,                                                                                 \
     .forward_only = 1,                                                                                       \
     .device_seconds = secs_##nm},
    static const sg_backend rows[] = {SG_PEER_LIST(SG_PEER_ROW)};
    *n = SG_PEER_N;
    return rows;
}
