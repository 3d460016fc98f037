import * as v from 'valibot';

/*
 * Sanctions screening as the reviewer sees it (docs/compliance.md): each hit beside the person it is about, the
 * account's risk level and the factors behind it, and a high-risk account's first approval waiting for a second
 * reviewer.
 */

export const PERSON_KINDS = ['customer', 'business', 'director', 'shareholder', 'recipient'] as const;
export const HIT_STATES = ['open', 'trueMatch', 'falseMatch'] as const;
export const HIT_DECISIONS = ['trueMatch', 'falseMatch'] as const;
export type HitDecision = (typeof HIT_DECISIONS)[number];

export const ScreeningHit = v.object({
  id: v.number(),
  personKind: v.picklist(PERSON_KINDS),
  person: v.object({ name: v.string(), birthDate: v.nullable(v.string()), countries: v.array(v.string()) }),
  listName: v.string(),
  listVersion: v.string(),
  entryId: v.string(),
  entry: v.object({
    caption: v.string(),
    schema: v.string(),
    aliases: v.array(v.string()),
    birthDates: v.array(v.string()),
    countries: v.array(v.string()),
    programs: v.array(v.string()),
    topics: v.array(v.string()),
  }),
  /** 0 to 1. */
  score: v.number(),
  /** Why it matched: the list's name that matched, the name's own score, and what the date of birth and country did. */
  reasons: v.object({
    matchedName: v.string(),
    nameScore: v.number(),
    birthDate: v.picklist(['same', 'sameYear', 'different', 'unknown']),
    country: v.picklist(['same', 'different', 'unknown']),
  }),
  state: v.picklist(HIT_STATES),
  decisionReason: v.nullable(v.string()),
  decidedBy: v.nullable(v.string()),
  decidedAt: v.nullable(v.string()),
});
export type ScreeningHit = v.InferOutput<typeof ScreeningHit>;

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const RISK_FACTORS = [
  'screeningHit',
  'politicallyExposed',
  'highRiskCountry',
  'monitoredCountry',
  'documentFindings',
] as const;
export type RiskFactor = (typeof RISK_FACTORS)[number];

export const AccountRisk = v.object({
  level: v.picklist(RISK_LEVELS),
  factors: v.array(v.picklist(RISK_FACTORS)),
  /** A high-risk account's first approval, waiting for a second, different reviewer (four eyes). */
  firstApproval: v.nullable(v.object({ reviewerEmail: v.string(), approvedAt: v.string() })),
});
export type AccountRisk = v.InferOutput<typeof AccountRisk>;

export const Screening = v.object({ hits: v.array(ScreeningHit), risk: v.optional(AccountRisk) });
export type Screening = v.InferOutput<typeof Screening>;
