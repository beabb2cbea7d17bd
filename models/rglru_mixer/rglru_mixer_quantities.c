/* rglru_mixer_quantities.c - the RG-LRU mixer's quantities, in report order (common layer). */
#include "rglru_mixer.h"

const sg_quantity sg_rglru_mixer_quantities[SG_RGLRU_MIXER_NQ] = {
    {"y", SG_BF16, SG_SHAPE_BLD, 0},     {"h_last", SG_F32, SG_SHAPE_BD, 0}, {"dx", SG_BF16, SG_SHAPE_BLD, 1},
    {"dw_x", SG_F32, SG_SHAPE_HWW, 1},   {"dw_a", SG_F32, SG_SHAPE_HWW, 1},  {"db_x", SG_F32, SG_SHAPE_HW, 1},
    {"db_a", SG_F32, SG_SHAPE_HW, 1},    {"dp", SG_F32, SG_SHAPE_D, 1},      {"dh0", SG_F32, SG_SHAPE_BD, 1},
};
