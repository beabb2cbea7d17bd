/* rglru_quantities.c - the RG-LRU quantities, in report order (common layer). */
#include "rglru.h"

const sg_quantity sg_rglru_quantities[SG_RGLRU_NQ] = {
    {"y", SG_BF16, SG_SHAPE_BLD, 0},  {"h_last", SG_F32, SG_SHAPE_BD, 0},
    {"dx", SG_BF16, SG_SHAPE_BLD, 1}, {"du", SG_BF16, SG_SHAPE_BLD, 1},
    {"dv", SG_BF16, SG_SHAPE_BLD, 1}, {"dp", SG_F32, SG_SHAPE_D, 1},
    {"dh0", SG_F32, SG_SHAPE_BD, 1},
};
