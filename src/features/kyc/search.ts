import * as v from 'valibot';

/** Product §2: the KYC page keeps its open tab in the query parameter activeKycTab (0 or 1, default 0). */
export const KycSearch = v.object({ activeKycTab: v.fallback(v.optional(v.picklist([0, 1]), 0), 0) });
export type KycTab = 0 | 1;

export const parseKycSearch = (search: Record<string, unknown>): { activeKycTab: KycTab } => v.parse(KycSearch, search);
