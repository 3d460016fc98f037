/**
 * Reading a sanctions list file into entries (docs/compliance.md): OpenSanctions' FollowTheMoney JSON lines
 * (entities.ftm.json: one entity per line; people and organisations kept, Sanction entities give their programmes) and
 * the US Treasury's OFAC SDN list, as its CSV (sdn.csv, optionally with alt.csv's aliases) or its XML (sdn.xml).
 */
import { createReadStream, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import type { ScreeningFormat } from '../db/screening-schema';

countries.registerLocale(english);

export interface ListEntry {
  externalId: string;
  schema: string;
  caption: string;
  names: string[];
  birthDates: string[];
  countries: string[];
  programs: string[];
  topics: string[];
}

export interface ParsedList {
  entries: ListEntry[];
  /** The version the file names (the OFAC XML's publication date), if any. */
  version?: string;
}

/** The FollowTheMoney schemata of who can be a customer, a director, a shareholder or a recipient. */
const SCREENED_SCHEMATA = new Set(['Person', 'Organization', 'Company', 'LegalEntity', 'PublicBody']);

const unique = (values: Array<string | undefined | null>) => [
  ...new Set(values.filter((value): value is string => !!value && value.trim() !== '')),
];

/** ISO codes from FollowTheMoney (lower-case alpha-2, some longer like 'suhh') or country names (OFAC). */
function countryCode(value: string) {
  const trimmed = value.trim();
  if (/^[a-z]{2}$/i.test(trimmed)) return trimmed.toUpperCase();
  return (
    countries.getAlpha2Code(trimmed.replace(/^(.*), (.*)$/, '$2 $1'), 'en') ??
    countries.getAlpha2Code(trimmed, 'en') ??
    null
  );
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** ISO dates (full, month or year) from '12 Jan 1960', 'Jan 1960', 'circa 1960', '1960 to 1962' or ISO already. */
export function isoDates(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?:(\d{1,2}) )?([A-Za-z]{3})[a-z]* (\d{4})|(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/g)) {
    const [, day, month, year, isoYear, isoMonth, isoDay] = match;
    if (year) {
      const monthNumber = MONTHS.indexOf(month.toLowerCase()) + 1;
      if (monthNumber === 0) continue;
      const mm = String(monthNumber).padStart(2, '0');
      found.push(day ? `${year}-${mm}-${day.padStart(2, '0')}` : `${year}-${mm}`);
    } else found.push([isoYear, isoMonth, isoDay].filter(Boolean).join('-'));
  }
  return unique(found);
}

type FtmEntity = { id: string; schema: string; caption?: string; properties?: Record<string, string[]> };

async function readFtm(path: string): Promise<ParsedList> {
  const entries = new Map<string, ListEntry>();
  const programs = new Map<string, string[]>();
  for await (const line of createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity })) {
    if (line.trim() === '') continue;
    const entity = JSON.parse(line) as FtmEntity;
    const properties = entity.properties ?? {};
    if (entity.schema === 'Sanction') {
      const named = unique([...(properties.program ?? []), ...(properties.programId ?? [])]);
      for (const target of properties.entity ?? []) programs.set(target, [...(programs.get(target) ?? []), ...named]);
      continue;
    }
    if (!SCREENED_SCHEMATA.has(entity.schema)) continue;
    const names = unique([
      ...(properties.name ?? []),
      ...(properties.alias ?? []),
      ...(properties.previousName ?? []),
      ...(properties.weakAlias ?? []),
    ]);
    if (names.length === 0) continue;
    entries.set(entity.id, {
      externalId: entity.id,
      schema: entity.schema,
      caption: entity.caption ?? names[0],
      names: entity.caption && !names.includes(entity.caption) ? [entity.caption, ...names] : names,
      birthDates: unique([...(properties.birthDate ?? []), ...(properties.incorporationDate ?? [])].flatMap(isoDates)),
      countries: unique(
        [
          ...(properties.nationality ?? []),
          ...(properties.citizenship ?? []),
          ...(properties.country ?? []),
          ...(properties.jurisdiction ?? []),
        ].map(countryCode),
      ),
      programs: unique([...(properties.program ?? []), ...(properties.programId ?? [])]),
      topics: unique(properties.topics ?? []),
    });
  }
  for (const [id, named] of programs) {
    const entry = entries.get(id);
    if (entry) entry.programs = unique([...entry.programs, ...named]);
  }
  return { entries: [...entries.values()] };
}

/** 'LAST, First Middle' (OFAC's order for individuals) read as 'First Middle LAST'. */
const ofacName = (name: string) => name.replace(/^([^,]+), (.+)$/, '$2 $1').trim();
const ofacValue = (value: string | undefined) => (value === undefined || value.trim() === '-0-' ? '' : value.trim());
const OFAC_SCHEMA: Record<string, string> = {
  individual: 'Person',
  entity: 'Organization',
  vessel: 'Vessel',
  aircraft: 'Airplane',
};

/** sdn.csv has no header: ent_num, SDN_Name, SDN_Type, Program, Title, Call_Sign, …, Remarks (the 12th). */
function readOfacCsv(path: string, aliasesPath?: string): ParsedList {
  const rows = parseCsv(readFileSync(path, 'utf8'), { relax_column_count: true, skip_empty_lines: true }) as string[][];
  const aliases = new Map<string, string[]>();
  if (aliasesPath)
    for (const [id, , , name] of parseCsv(readFileSync(aliasesPath, 'utf8'), {
      relax_column_count: true,
      skip_empty_lines: true,
    }) as string[][])
      aliases.set(id, [...(aliases.get(id) ?? []), ofacName(ofacValue(name))]);
  const entries = rows
    .filter((row) => /^\d+$/.test(row[0] ?? ''))
    .map((row): ListEntry => {
      const [id, name, type, program] = row;
      const remarks = ofacValue(row[11]);
      const individual = ofacValue(type).toLowerCase() === 'individual' || ofacValue(type) === '';
      const caption = individual ? ofacName(ofacValue(name)) : ofacValue(name);
      const remarkAliases = [...remarks.matchAll(/a\.k\.a\. '([^']+)'/g)].map((match) => ofacName(match[1]));
      const dobs = [...remarks.matchAll(/DOB ([^;.]+)/g)].flatMap((match) => isoDates(match[1]));
      const nationalities = [...remarks.matchAll(/(?:nationality|citizen) ([^;.]+)/gi)].map((match) =>
        countryCode(match[1]),
      );
      return {
        externalId: `ofac-${id}`,
        schema: OFAC_SCHEMA[ofacValue(type).toLowerCase()] ?? 'Person',
        caption,
        names: unique([caption, ...(aliases.get(id) ?? []), ...remarkAliases]),
        birthDates: dobs,
        countries: unique(nationalities),
        programs: unique(
          ofacValue(program)
            .split(/[\]\s;]+/)
            .map((part) => part.replace(/^\[/, '')),
        ),
        topics: ['sanction'],
      };
    });
  return { entries };
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
type OfacNamed = { firstName?: string; lastName?: string };
const fullName = (named: OfacNamed) => [named.firstName, named.lastName].filter(Boolean).join(' ').trim();

function readOfacXml(path: string): ParsedList {
  const xml = new XMLParser({ ignoreAttributes: true, parseTagValue: false, removeNSPrefix: true }).parse(
    readFileSync(path, 'utf8'),
  ) as {
    sdnList: { publshInformation?: { Publish_Date?: string }; sdnEntry?: unknown };
  };
  type SdnEntry = OfacNamed & {
    uid: string;
    sdnType?: string;
    programList?: { program?: string | string[] };
    akaList?: { aka?: OfacNamed | OfacNamed[] };
    dateOfBirthList?: { dateOfBirthItem?: { dateOfBirth?: string } | Array<{ dateOfBirth?: string }> };
    nationalityList?: { nationality?: { country?: string } | Array<{ country?: string }> };
    citizenshipList?: { citizenship?: { country?: string } | Array<{ country?: string }> };
    addressList?: { address?: { country?: string } | Array<{ country?: string }> };
  };
  const entries = asArray(xml.sdnList.sdnEntry as SdnEntry | SdnEntry[]).map((entry): ListEntry => {
    const caption = fullName(entry);
    const places = [
      ...asArray(entry.nationalityList?.nationality),
      ...asArray(entry.citizenshipList?.citizenship),
      ...asArray(entry.addressList?.address),
    ];
    return {
      externalId: `ofac-${entry.uid}`,
      schema: OFAC_SCHEMA[(entry.sdnType ?? '').toLowerCase()] ?? 'Person',
      caption,
      names: unique([caption, ...asArray(entry.akaList?.aka).map(fullName)]),
      birthDates: unique(
        asArray(entry.dateOfBirthList?.dateOfBirthItem).flatMap((item) => isoDates(String(item.dateOfBirth ?? ''))),
      ),
      countries: unique(places.map((place) => (place.country ? countryCode(place.country) : null))),
      programs: unique(asArray(entry.programList?.program).map(String)),
      topics: ['sanction'],
    };
  });
  const published = xml.sdnList.publshInformation?.Publish_Date;
  return {
    entries,
    version: published ? isoDates(published.replace(/^(\d{2})\/(\d{2})\/(\d{4})$/, '$3-$1-$2'))[0] : undefined,
  };
}

export async function readList(
  path: string,
  format: ScreeningFormat,
  options: { aliases?: string } = {},
): Promise<ParsedList> {
  if (format === 'ftm') return readFtm(path);
  if (format === 'ofac-csv') return readOfacCsv(path, options.aliases);
  return readOfacXml(path);
}
