/* samu_quantities.c - the SAMU quantities, in report order (common layer). */
#include "samu.h"

const sg_quantity sg_samu_quantities[SG_SAMU_NQ] = {
    {"y", SG_BF16, SG_SHAPE_BLD, 0},     {"z_last", SG_F32, SG_SHAPE_BD, 0}, {"dx", SG_BF16, SG_SHAPE_BLD, 1},
    {"dw_phi", SG_F32, SG_SHAPE_D1, 1},  {"dw_r", SG_F32, SG_SHAPE_D1, 1},   {"da_phi", SG_F32, SG_SHAPE_1, 1},
    {"da_r", SG_F32, SG_SHAPE_1, 1},     {"dnu", SG_F32, SG_SHAPE_M, 1},     {"dtheta", SG_F32, SG_SHAPE_M, 1},
    {"dz0", SG_F32, SG_SHAPE_BD, 1},
};
