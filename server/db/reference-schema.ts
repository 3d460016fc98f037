/** Reference lists (SPEC 3); filled by the reference migration and seeds. */
export interface ReferenceTables {}
