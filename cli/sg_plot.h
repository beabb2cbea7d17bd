/* sg_plot.h - the gnuplot scripts of `scangate plot` (plot.c) as text, for
 * the fuzz harness of the script writer (fuzz/fuzz_gnuplot.c): the same
 * writers the command uses, without running gnuplot or writing a file. */
#ifndef SG_PLOT_H
#define SG_PLOT_H

#include "sg_gates.h"
#include "sg_tables.h"

/* Every script `scangate plot TABLE --metric METRIC` writes for the table
 * `tab` read from `table_path` (its name goes into the scripts), with the
 * limits of `th` (read from `thresholds_path`), appended to out one after the
 * other: SG_OK, or SG_E_FORMAT when two plots would share a file name. */
sg_status sg_plot_scripts(const sg_table *tab, const char *table_path, const char *thresholds_path,
                          const sg_thresholds *th, const char *metric, sg_text *out);

#endif
