/* peers.c - outside RG-LRU implementations as backend rows (a plugin,
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
    X(as_scalar, "accelerated-scan scalar.scan (Triton; ref.scan on cpu) inside an FP32 PyTorch RG-LRU core, autograd backward") \
    X(as_warp, "accelerated-scan warp.scan (CUDA C++) inside an FP32 PyTorch RG-LRU core, autograd backward")                  \
    X(fla_chunk, "flash-linear-attention chunk_hgrn (Triton) inside an FP32 PyTorch RG-LRU core, autograd backward")           \
    X(fla_fused, "flash-linear-attention fused_recurrent_hgrn (Triton; naive on cpu) inside an FP32 PyTorch RG-LRU core")      \
    X(recurrentgemma, "RecurrentGemma's own PyTorch RGLRU layer in FP32, autograd backward")                                 \
    X(composite, "torch.compile'd FP32 gates plus accelerated-scan scalar.scan, autograd backward")

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

#define SG_PEER_SLOT(n, alg) {#n, PTHREAD_MUTEX_INITIALIZER, 0, NULL, NULL, 0, 0, "", "", 0.0},
static peer g_peers[] = {SG_PEER_LIST(SG_PEER_SLOT)};
#define SG_PEER_IDX(n, alg) PEER_##n,
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

/* Adds tensor `name` of dtype dt and shape to s with n bytes copied from src. */
static sg_status add(sg_tset *s, const char *name, sg_dtype dt, int nd, const int64_t *shape, const void *src, size_t n) {
    void *d = sg_tset_add(s, name, dt, nd, shape);
    if (!d) return sg_fail(SG_E_INTERNAL, "peer: out of memory for input %s", name);
    memcpy(d, src, n);
    return SG_OK;
}

/* Copies output `name` of the file into dst when present (dtype and shape checked). */
static sg_status take(const sg_tset *o, const char *name, sg_dtype dt, int nd, const int64_t *shape, void *dst,
                      size_t n, const char *impl) {
    if (!dst) return SG_OK;
    const sg_tensor *t = sg_tset_get(o, name);
    if (!t) return SG_OK; /* left as poisoned: the gates count it unwritten */
    const sg_status st = sg_tset_expect(o, impl, name, dt, nd, shape, &t);
    if (st) return st;
    memcpy(dst, t->data, n);
    return SG_OK;
}

static sg_status peer_rglru(peer *p, const sg_rglru_problem *pb, sg_rglru_outputs *out) {
    const int64_t B = pb->B, L = pb->L, D = pb->D;
    sg_status st = sg_check_dims(p->impl, B, L, D);
    if (st) return st;
    const int64_t bld[3] = {B, L, D}, bd[2] = {B, D}, d1[1] = {D}, bl[2] = {B, L};
    const size_t nbld = (size_t)(B * L * D), nbd = (size_t)(B * D), nbl = (size_t)(B * L);
    const int full = out->dx != NULL;
    pthread_mutex_lock(&p->mu);
    p->last_seconds = NAN;
    char in[1200], res[1200];
    snprintf(in, sizeof in, "%s/sg-peer-%s-%ld-in.safetensors", scratch_dir(), p->impl, (long)getpid());
    snprintf(res, sizeof res, "%s/sg-peer-%s-%ld-out.safetensors", scratch_dir(), p->impl, (long)getpid());
    sg_tset s, o;
    sg_tset_init(&s);
    sg_tset_init(&o);
    if ((st = start(p)) != SG_OK) goto done;
    if ((st = add(&s, "x", SG_BF16, 3, bld, pb->x, nbld * 2)) || (st = add(&s, "u", SG_BF16, 3, bld, pb->u, nbld * 2)) ||
        (st = add(&s, "v", SG_BF16, 3, bld, pb->v, nbld * 2)) ||
        (st = add(&s, "dy", SG_BF16, 3, bld, pb->dy ? pb->dy : pb->x, nbld * 2)) ||
        (st = add(&s, "p", SG_F32, 1, d1, pb->p, (size_t)D * 4)) || (st = add(&s, "h0", SG_F32, 2, bd, pb->h0, nbd * 4)) ||
        (st = add(&s, "dh_last", SG_F32, 2, bd, pb->dh_last ? pb->dh_last : pb->h0, nbd * 4)) ||
        (st = add(&s, "segment_pos", SG_I32, 2, bl, pb->segpos, nbl * 4)))
        goto done;
    if ((st = sg_tset_set_meta(&s, "model", "rglru")) || (st = sg_tset_set_meta(&s, "case", "bench")) ||
        (st = sg_safetensors_write(in, &s)))
        goto done;
    json_t *j = ask(p, json_pack("{s:s,s:s,s:s,s:b}", "op", "run", "in", in, "out", res, "full", full));
    if (!j) {
        st = SG_E_NODEVICE;
        goto done;
    }
    const double secs = json_number_value(json_object_get(j, "seconds"));
    json_decref(j);
    if ((st = sg_safetensors_read(res, &o)) != SG_OK) goto done;
    if ((st = take(&o, "y", SG_BF16, 3, bld, out->y, nbld * 2, p->impl)) ||
        (st = take(&o, "h_last", SG_F32, 2, bd, out->h_last, nbd * 4, p->impl)) ||
        (st = take(&o, "dx", SG_BF16, 3, bld, out->dx, nbld * 2, p->impl)) ||
        (st = take(&o, "du", SG_BF16, 3, bld, out->du, nbld * 2, p->impl)) ||
        (st = take(&o, "dv", SG_BF16, 3, bld, out->dv, nbld * 2, p->impl)) ||
        (st = take(&o, "dp", SG_F32, 1, d1, out->dp, (size_t)D * 4, p->impl)) ||
        (st = take(&o, "dh0", SG_F32, 2, bd, out->dh0, nbd * 4, p->impl)))
        goto done;
    p->last_seconds = secs;
done:
    sg_tset_free(&s);
    sg_tset_free(&o);
    (void)unlink(in);
    (void)unlink(res);
    pthread_mutex_unlock(&p->mu);
    return st;
}

/* Each row's functions, one set per implementation. */
#define SG_PEER_FNS(n, alg)                                                                                   \
    static sg_status avail_##n(void) { return peer_available(&g_peers[PEER_##n]); }                         \
    static sg_status rglru_##n(const sg_rglru_problem *pb, sg_rglru_outputs *out) {                          \
        return peer_rglru(&g_peers[PEER_##n], pb, out);                                                     \
    }                                                                                                         \
    static double secs_##n(void) { return g_peers[PEER_##n].last_seconds; }
SG_PEER_LIST(SG_PEER_FNS)

SG_PLUGIN_EXPORT_ABI;

const sg_backend *sg_plugin_backends(int abi, size_t row_size, int *n);
const sg_backend *sg_plugin_backends(int abi, size_t row_size, int *n) {
    if (abi != SG_PLUGIN_ABI || row_size != sizeof(sg_backend)) return NULL;
#define SG_PEER_ROW(nm, alg)                                                                                  \
    {.name = "ext.peer_" #nm,                                                                                 \
     .kind = SG_BACKEND_EXTERNAL,                                                                             \
     .algorithm = alg " (examples/peers_rglru.py, adapter sha256 " SG_PEER_SCRIPT_SHA256 ")",                 \
     .impl[SG_MODEL_RGLRU] = (sg_impl_fn)rglru_##nm,                                                          \
     .available = avail_##nm,                                                                                 \
     .forward_only = 1,                                                                                       \
     .device_seconds = secs_##nm},
    static const sg_backend rows[] = {SG_PEER_LIST(SG_PEER_ROW)};
    *n = SG_PEER_N;
    return rows;
}
