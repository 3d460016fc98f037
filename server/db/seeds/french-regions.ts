/**
 * France's subdivisions as an address names them: its 13 metropolitan regions and 5 overseas regions, by their
 * ISO 3166-2:FR codes as country-state-city keys them, in English and in French. country-state-city also lists the
 * départements, the metropolitan collectivities (Paris, Métropole de Lyon, Alsace) and the overseas collectivities that
 * have country codes of their own (French Polynesia, Saint-Martin...): a mix in which an address's region is hard to
 * find, and whose départements have no cities. Those stay in the table, unlisted, for addresses saved with them.
 * No maintained source installable from npm names subdivisions in French (docs/validation.md, "States").
 */
export const FRENCH_REGIONS: Record<string, { en: string; fr: string }> = {
  ARA: { en: 'Auvergne-Rhône-Alpes', fr: 'Auvergne-Rhône-Alpes' },
  BFC: { en: 'Bourgogne-Franche-Comté', fr: 'Bourgogne-Franche-Comté' },
  BRE: { en: 'Brittany', fr: 'Bretagne' },
  CVL: { en: 'Centre-Val de Loire', fr: 'Centre-Val de Loire' },
  '20R': { en: 'Corsica', fr: 'Corse' },
  GES: { en: 'Grand Est', fr: 'Grand Est' },
  HDF: { en: 'Hauts-de-France', fr: 'Hauts-de-France' },
  IDF: { en: 'Île-de-France', fr: 'Île-de-France' },
  NOR: { en: 'Normandy', fr: 'Normandie' },
  NAQ: { en: 'Nouvelle-Aquitaine', fr: 'Nouvelle-Aquitaine' },
  OCC: { en: 'Occitanie', fr: 'Occitanie' },
  PDL: { en: 'Pays de la Loire', fr: 'Pays de la Loire' },
  PAC: { en: "Provence-Alpes-Côte d'Azur", fr: 'Provence-Alpes-Côte d’Azur' },
  '971': { en: 'Guadeloupe', fr: 'Guadeloupe' },
  '972': { en: 'Martinique', fr: 'Martinique' },
  '973': { en: 'French Guiana', fr: 'Guyane' },
  '974': { en: 'Réunion', fr: 'La Réunion' },
  '976': { en: 'Mayotte', fr: 'Mayotte' },
};
