import { sql, type Kysely } from 'kysely';

/*
 * A revision's ownership step keeps its people as the code holds them (issue 52): a person's identity document type
 * under identificationType, no longer under the key the specification misspells on the wire (identifcationType,
 * src/contract/steps/kyb-ownership/schemas.ts). The revisions saved before are renamed so; `down` renames them back.
 */

const PEOPLE = sql.lit('{ownership,payload,directorAndShareholderInfo}');

function renamePeopleKey(db: Kysely<unknown>, from: string, to: string) {
  return sql`
    update account_revisions
    set steps = jsonb_set(steps, ${PEOPLE}::text[], (
      select jsonb_agg(
        case when person ? ${from}
          then (person - ${from}::text) || jsonb_build_object(${to}::text, person -> ${from}::text)
          else person end
        order by position)
      from jsonb_array_elements(steps #> ${PEOPLE}::text[]) with ordinality as people(person, position)))
    where jsonb_typeof(steps #> ${PEOPLE}::text[]) = 'array'
      and jsonb_array_length(steps #> ${PEOPLE}::text[]) > 0`.execute(db);
}

export async function up(db: Kysely<unknown>) {
  await renamePeopleKey(db, 'identifcationType', 'identificationType');
}

export async function down(db: Kysely<unknown>) {
  await renamePeopleKey(db, 'identificationType', 'identifcationType');
}
