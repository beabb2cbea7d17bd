/* growth.c - the growth exponent of a series (sg_tables.h): the least-squares
 * slope of log10(error) against log10(L) and its 95% confidence interval from
 * Student's t, whose quantile is computed here from closed forms. */
#include "sg_tables.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define PI 3.14159265358979323846

/* Degrees of freedom beyond this are computed as this many (the quantile
 * differs from the limit by less than 1e-6 relative there); it bounds the
 * series sums below to 5e5 terms. */
#define DOF_MAX 1000000

double sg_t_central(double t, int dof) {
    if (dof < 1 || !(t >= 0)) return (double)NAN;
    if (isinf(t)) return 1.0;
    if (dof > DOF_MAX) dof = DOF_MAX;
    const double nu = (double)dof;
    const double theta = atan(t / sqrt(nu));
    const double c = cos(theta), s = sin(theta), c2 = c * c;
    if (dof % 2 == 1) {
        /* A&S 26.7.3: A = (2/pi)(theta + sin(theta) (cos + (2/3) cos^3 + ...
         * + (2 4 ... (nu-3)) / (1 3 ... (nu-2)) cos^(nu-2))); nu = 1: 2 theta/pi */
        double sum = 0;
        if (dof > 1) {
            double term = c;
            sum = term;
            for (int j = 1; j <= (dof - 3) / 2; j++) {
                term *= c2 * (2.0 * j) / (2.0 * j + 1.0);
                sum += term;
            }
        }
        return 2.0 / PI * (theta + s * sum);
    }
    /* A&S 26.7.4: A = sin(theta) (1 + (1/2) cos^2 + (1 3)/(2 4) cos^4 + ...
     * + (1 3 ... (nu-3)) / (2 4 ... (nu-2)) cos^(nu-2)) */
    double term = 1, sum = 1;
    for (int j = 1; j <= (dof - 2) / 2; j++) {
        term *= c2 * (2.0 * j - 1.0) / (2.0 * j);
        sum += term;
    }
    return s * sum;
}

double sg_t_quantile(double p, int dof) {
    if (dof < 1 || !(p > 0 && p < 1)) return (double)NAN;
    double lo = 0, hi = 1;
    for (int i = 0; i < 200 && sg_t_central(hi, dof) < p; i++) {
        lo = hi;
        hi *= 2;
    }
    for (int i = 0; i < 200 && hi - lo > 1e-12 * hi; i++) {
        const double mid = 0.5 * (lo + hi);
        if (sg_t_central(mid, dof) < p) lo = mid;
        else hi = mid;
    }
    return 0.5 * (lo + hi);
}

/* Average ranks (1-based) of x[0..m) into r, ties sharing the mean of their ranks. */
static void ranks(const double *x, int m, double *r) {
    for (int i = 0; i < m; i++) {
        int below = 0, equal = 0;
        for (int j = 0; j < m; j++) {
            below += x[j] < x[i];
            equal += x[j] == x[i];
        }
        r[i] = below + (equal + 1) / 2.0;
    }
}

/* Spearman's rank correlation of the used points (NaN below two, or where a rank is constant). */
static double spearman(const double *L, const double *value, int n) {
    double *x = malloc(sizeof(double) * (size_t)(n > 0 ? n : 1) * 4);
    if (!x) return (double)NAN;
    double *y = x + n, *rx = y + n, *ry = rx + n;
    int m = 0;
    for (int i = 0; i < n; i++)
        if (isfinite(value[i]) && value[i] > 0 && L[i] > 0 && isfinite(L[i])) {
            x[m] = L[i];
            y[m++] = value[i];
        }
    double rho = (double)NAN;
    if (m >= 2) {
        ranks(x, m, rx);
        ranks(y, m, ry);
        double mx = 0, my = 0, sxy = 0, sxx = 0, syy = 0;
        for (int i = 0; i < m; i++) mx += rx[i] / m, my += ry[i] / m;
        for (int i = 0; i < m; i++) {
            sxy += (rx[i] - mx) * (ry[i] - my);
            sxx += (rx[i] - mx) * (rx[i] - mx);
            syy += (ry[i] - my) * (ry[i] - my);
        }
        if (sxx > 0 && syy > 0) rho = sxy / sqrt(sxx * syy);
    }
    free(x);
    return rho;
}

void sg_growth_fit_compute(const double *L, const double *value, int n, sg_growth_fit *out) {
    memset(out, 0, sizeof *out);
    out->slope = out->intercept = out->se = out->t = out->lo = out->hi = (double)NAN;
    out->lmin = out->lmax = (double)NAN;
    out->spearman = spearman(L, value, n);
    double sx = 0, sy = 0;
    int m = 0;
    for (int i = 0; i < n; i++) {
        if (!isfinite(value[i])) out->n_nonfinite++;
        else if (!(value[i] > 0)) out->n_zero++;
        else if (!(L[i] > 0) || !isfinite(L[i])) out->n_nonfinite++; /* (sizes are >= 1 in a table) */
        else {
            sx += log10(L[i]);
            sy += log10(value[i]);
            if (m == 0 || L[i] < out->lmin) out->lmin = L[i];
            if (m == 0 || L[i] > out->lmax) out->lmax = L[i];
            m++;
        }
    }
    out->n = m;
    out->dof = m - 2;
    out->monotone = m == 2 || fabs(out->spearman) >= SG_FIT_MIN_RANK_CORR; /* NaN (a constant series): no */
    if (m < 2 || !(out->lmax > out->lmin)) { /* fewer than two points, or one L only */
        out->state = SG_FIT_NONE;
        return;
    }
    const double xm = sx / m, ym = sy / m;
    double sxx = 0, sxy = 0;
    for (int i = 0; i < n; i++) {
        if (!(isfinite(value[i]) && value[i] > 0 && L[i] > 0 && isfinite(L[i]))) continue;
        const double dx = log10(L[i]) - xm, dy = log10(value[i]) - ym;
        sxx += dx * dx;
        sxy += dx * dy;
    }
    out->slope = sxy / sxx;
    out->intercept = ym - out->slope * xm;
    if (m == 2) {
        out->state = SG_FIT_NO_CI;
        return;
    }
    double ssr = 0;
    for (int i = 0; i < n; i++) {
        if (!(isfinite(value[i]) && value[i] > 0 && L[i] > 0 && isfinite(L[i]))) continue;
        const double r = log10(value[i]) - (out->intercept + out->slope * log10(L[i]));
        ssr += r * r;
    }
    out->se = sqrt(ssr / (double)(m - 2) / sxx);
    out->t = sg_t_quantile(0.95, m - 2);
    out->lo = out->slope - out->t * out->se;
    out->hi = out->slope + out->t * out->se;
    out->state = SG_FIT_OK;
}
