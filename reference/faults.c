/* faults.c - the planted-fault switch of the CPU emulations (sg_reference.h):
 * the active fault and the names and descriptions of SG_FAULT_LIST. Production
 * code never sets it; only the mutant rows (mutants.c) do, around one call. */
#include "sg_reference.h"

sg_fault sg_fault_active = SG_FAULT_NONE;

#define SG_FAULT_NAME_(id, name, desc) #name,
#define SG_FAULT_DESC_(id, name, desc) desc,
static const char *const fault_names[SG_FAULT_COUNT] = {"none", SG_FAULT_LIST(SG_FAULT_NAME_)};
static const char *const fault_descs[SG_FAULT_COUNT] = {"no fault: the production algorithm",
                                                        SG_FAULT_LIST(SG_FAULT_DESC_)};
#undef SG_FAULT_NAME_
#undef SG_FAULT_DESC_

const char *sg_fault_name(sg_fault f) { return (unsigned)f < SG_FAULT_COUNT ? fault_names[f] : "?"; }
const char *sg_fault_description(sg_fault f) { return (unsigned)f < SG_FAULT_COUNT ? fault_descs[f] : "?"; }
