/**
 * What KYB keeps on the device, all through src/offline (IndexedDB 'payway-offline', per signed-in user):
 * - `kyb/<step>:<account>`: each step's form values (documents out of line); also the step's id in the outbox;
 * - `kyb/people:<account>`: the working list of directors and shareholders, until a step is synced;
 * - `kyb/person:<account>:<entry id | new-director | new-shareholder>`: the open person modal's values.
 * `<account>` is the account id when editing, 'new' for the account being created (its id comes from the outbox).
 */
export type KybStep = 0 | 1 | 2 | 3;

export const stepDraftId = (step: KybStep, accountKey: string) => `kyb/${step}:${accountKey}`;
export const peopleDraftId = (accountKey: string) => `kyb/people:${accountKey}`;
export const personDraftId = (accountKey: string, entry: number | 'new-director' | 'new-shareholder') =>
  `kyb/person:${accountKey}:${entry}`;
