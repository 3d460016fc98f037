import type { BusinessPersonFormValues } from '@/contract';

/**
 * Product §3: a new entry's id is the count of directors plus shareholders plus one (a person who is both counts
 * twice). After a removal that id may be taken; the next free one is used then, so editing still finds one entry.
 */
export function nextEntryId(people: BusinessPersonFormValues[]) {
  const taken = new Set(people.map((person) => person.id));
  let id =
    people.filter((person) => person.isDirectorInfo).length +
    people.filter((person) => person.isShareholderInfo).length +
    1;
  while (taken.has(id)) id += 1;
  return id;
}

/** Product §3: editing replaces the entry of the same id; a new id is added at the end. */
export const putEntry = (people: BusinessPersonFormValues[], entry: BusinessPersonFormValues) =>
  people.some((person) => person.id === entry.id)
    ? people.map((person) => (person.id === entry.id ? entry : person))
    : [...people, entry];

export const totalShares = (people: BusinessPersonFormValues[]) =>
  people
    .filter((person) => person.isShareholderInfo)
    .reduce((sum, person) => sum + Number(person.numberOfShares || 0), 0);
