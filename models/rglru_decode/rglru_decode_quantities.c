/* rglru_decode_quantities.c - the RG-LRU decode quantities, in report order (common layer). */
#include "rglru_decode.h"

const sg_quantity sg_rglru_decode_quantities[SG_RGLRU_DECODE_NQ] = {
    {"y", SG_BF16, SG_SHAPE_BLD, 0},
    {"h_last", SG_F32, SG_SHAPE_BD, 0},
};
