/* samu_decode_quantities.c - the SAMU decode quantities, in report order (common layer). */
#include "samu_decode.h"

const sg_quantity sg_samu_decode_quantities[SG_SAMU_DECODE_NQ] = {
    {"y", SG_BF16, SG_SHAPE_BLD, 0},
    {"z_last", SG_F32, SG_SHAPE_BD, 0},
};
