/* fuzz_cli.c - the command-line parser (sg_cli_parse) on arbitrary argument
 * lists: the input is split at NUL bytes into argv[1..]; the first argument
 * may also be taken as SG_SEED, so the environment's number parsing is
 * fuzzed too. The parser must return SG_OK or SG_E_USAGE with a message,
 * never crash; an accepted command has the fields its command needs, and the
 * number parser agrees with a plain decimal reading. */
#include "sg_cli.h"
#include "sg_fuzz.h"

#include <stdlib.h>
#include <string.h>

/* A decimal reading without strtoull: digits only, no leading zero, <= max. */
SG_FUZZ_CHECKER static int plain_u64(const char *s, uint64_t max, uint64_t *out) {
    if (!*s || (s[0] == '0' && s[1])) return -1;
    uint64_t v = 0;
    for (; *s; s++) {
        if (*s < '0' || *s > '9') return -1;
        const uint64_t d = (uint64_t)(*s - '0');
        if (v > (max - d) / 10) return -1;
        v = v * 10 + d;
    }
    *out = v;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *text = sg_fuzz_text(data, size);
    /* split a copy of the bytes at NULs: text stops at the first one, so use the raw bytes */
    char *buf = malloc(size + 1);
    if (!buf) abort();
    if (size) memcpy(buf, data, size);
    buf[size] = '\0';
    char *argv[66];
    int argc = 0;
    argv[argc++] = (char *)"scangate";
    for (size_t i = 0; i <= size && argc < 65;) {
        argv[argc++] = buf + i;
        i += strlen(buf + i) + 1;
    }
    argv[argc] = NULL;

    sg_cli_env env = {0};
    if (size && data[0] == 'S') env.seed = text + 1; /* "S<digits...>" also drives SG_SEED */
    sg_cli_opts o;
    char msg[512];
    msg[0] = '\0';
    int st = sg_cli_parse(argc, argv, &env, &o, msg, sizeof msg);
    if (st != SG_OK && st != SG_E_USAGE) abort();
    if (st == SG_E_USAGE && !msg[0]) abort(); /* a refusal always says why */
    if (st == SG_OK) {
        if (o.cmd == SG_CMD_JUDGE && (!o.case_file || !o.outputs_file)) abort();
        if (o.cmd == SG_CMD_EXPORT && (!o.out_file || !o.case_name)) abort();
        if (o.nbackends < 0 || o.nbackends > SG_MAX_BACKENDS) abort();
        if (!memchr(o.command, '\0', sizeof o.command)) abort();
    }
    /* the number parser against the plain reading, on every argument */
    for (int i = 1; i < argc; i++) {
        uint64_t a = 0, b = 0;
        const int ra = sg_parse_u64(argv[i], 100000, &a), rb = plain_u64(argv[i], 100000, &b);
        if ((ra == 0) != (rb == 0) || (ra == 0 && a != b)) abort();
    }
    free(buf);
    free(text);
    return 0;
}
