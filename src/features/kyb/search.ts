import * as v from 'valibot';
import type { KybStep } from './drafts/kyb-drafts';

/** Product §2: the KYB page keeps its step in the query parameter activeKybTab (0 to 3, default 0). */
export const KybSearch = v.object({
  activeKybTab: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)), 0), 0),
});

export const kybStepOf = (search: v.InferOutput<typeof KybSearch>) => search.activeKybTab as KybStep;
