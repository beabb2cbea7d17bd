/* error.c - thread-local failure messages and the status names. A message
 * is kept as a terminal may show it (sg_shown: control characters from names,
 * paths or file text as \xNN), so whoever prints it prints no escape
 * sequence; the messages themselves hold no newline. */
#include "sg_common.h"

#include <stdarg.h>
#include <string.h>

static _Thread_local char sg_msg[2048];

sg_status sg_fail(sg_status code, const char *fmt, ...) {
    char buf[sizeof sg_msg]; /* an argument may be sg_errmsg() itself (re-raising) */
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    sg_shown(sg_msg, sizeof sg_msg, buf);
    return code;
}

void sg_err_context(const char *fmt, ...) {
    char ctx[512], old[1500];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(ctx, sizeof ctx, fmt, ap);
    va_end(ap);
    memcpy(old, sg_msg, sizeof old - 1);
    old[sizeof old - 1] = 0;
    char buf[sizeof sg_msg];
    snprintf(buf, sizeof buf, "%.500s: %.1500s", ctx, old);
    sg_shown(sg_msg, sizeof sg_msg, buf);
}

const char *sg_errmsg(void) { return sg_msg[0] ? sg_msg : "(no message)"; }

const char *sg_status_name(sg_status s) {
    switch (s) {
    case SG_OK: return "ok";
    case SG_E_GATE: return "gate-failed";
    case SG_E_USAGE: return "usage";
    case SG_E_FORMAT: return "bad-file-format";
    case SG_E_SHAPE: return "bad-dtype-or-shape";
    case SG_E_UNKNOWN: return "unknown-name";
    case SG_E_NONFINITE: return "non-finite-input";
    case SG_E_THRESHOLDS: return "bad-thresholds";
    case SG_E_NODEVICE: return "no-device";
    case SG_E_IO: return "io";
    case SG_E_INTERNAL: return "internal";
    case SG_E_EXPECTED: return "unexpected-status";
    case SG_E_NOTOOL: return "missing-program";
    case SG_E_REFUSED: return "refused-by-gate";
    case SG_E_NORECORD: return "no-recorded-report";
    case SG_E_TIMEOUT: return "timed-out";
    case SG_E_AS_CANONICAL: return "as-canonical";
    }
    return "?";
}
