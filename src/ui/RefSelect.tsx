import { useMemo } from 'react';
import { ActionIcon, Loader, Select, Tooltip, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconRefresh } from '@tabler/icons-react';
import type { Endpoints, QueryOf, ResponseOf } from '@/contract';
import type { referenceEndpoints } from '@/contract/reference-endpoints';
import { api } from '@/app/api';
import { compareNames, referenceName } from '@/app/wording/reference-names';
import { useBoundedOptions } from './use-bounded-options';
import { useTranslation } from '@/app/i18n';

export type ReferenceName = keyof typeof referenceEndpoints;
type ItemOf<K extends ReferenceName> = ResponseOf<Endpoints[K]>[number];
export interface RefOption {
  value: string;
  label: string;
}

const option = (value: string | number, label: string): RefOption => ({ value: String(value), label });

const currencyOption = (item: { currencyCode: string; currencyName: string }) =>
  option(
    item.currencyCode,
    `${item.currencyCode} - ${referenceName('currencies', item.currencyCode, item.currencyName)}`,
  );

/**
 * How each reference list becomes options: its id (or code) as the value, its name in the chosen language as the text
 * (src/app/wording/reference-names.ts); states (asked in the chosen language), cities, banks and networks as the server sends them.
 */
const OPTION_OF: { [K in ReferenceName]: (item: ItemOf<K>) => RefOption } = {
  accountTypes: (item) =>
    option(item.accountTypeId, referenceName('accountTypes', item.accountTypeId, item.accountType)),
  countries: (item) => option(item.countryCode, referenceName('countries', item.countryCode, item.country)),
  countryOfResidences: (item) => option(item.countryCode, referenceName('countries', item.countryCode, item.country)),
  statesByCountryCode: (item) => option(item.stateId, item.state),
  citiesByStateId: (item) => option(item.cityId, item.city),
  identificationTypeById: (item) =>
    option(
      item.identificationTypeId,
      referenceName('identificationTypes', item.identificationTypeId, item.identificationType),
    ),
  identificationTypeByPoa: (item) =>
    option(
      item.identificationTypeId,
      referenceName('identificationTypes', item.identificationTypeId, item.identificationType),
    ),
  identificationTypes: (item) =>
    option(
      item.identificationTypeId,
      referenceName('identificationTypes', item.identificationTypeId, item.identificationType),
    ),
  purposes: (item) => option(item.purposeId, referenceName('purposes', item.purposeId, item.purpose)),
  volumes: (item) =>
    option(item.transactionVolumeId, referenceName('volumes', item.transactionVolumeId, item.volumeInAmount)),
  frequencies: (item) =>
    option(
      item.transactionFrequencyId,
      referenceName('frequencies', item.transactionFrequencyId, item.transactionFrequency),
    ),
  occupations: (item) => option(item.occupationId, referenceName('occupations', item.occupationId, item.occupation)),
  industries: (item) => option(item.industryId, referenceName('industries', item.industryId, item.industry)),
  incomes: (item) => option(item.incomeId, referenceName('incomes', item.incomeId, item.income)),
  natureOfBusiness: (item) =>
    option(item.natureOfBusinessId, referenceName('natureOfBusiness', item.natureOfBusinessId, item.natureOfBusiness)),
  financialTransactionTypes: (item) =>
    option(
      item.transactionTypeId,
      referenceName('financialTransactionTypes', item.transactionTypeId, item.transactionType),
    ),
  businessPeps: (item) =>
    option(item.businessPepId, referenceName('businessPeps', item.businessPepId, item.businessPep)),
  paymentTypes: (item) =>
    option(item.paymentTypeId, referenceName('paymentTypes', item.paymentTypeId, item.paymentType)),
  currencyTypes: (item) =>
    option(item.currencyTypeId, referenceName('currencyTypes', item.currencyTypeId, item.currencyType)),
  networks: (item) => option(item.networkId, item.crypto),
  paymentStatuses: (item) =>
    option(item.paymentStatusId, referenceName('paymentStatuses', item.paymentStatusId, item.paymentStatus)),
  banks: (item) => option(item.bankCode, item.bank),
  currenciesForPayment: currencyOption,
  sourceCurrencyByCurrencyType: currencyOption,
  destinationCurrencyByCurrencyType: currencyOption,
};

const NO_OPTIONS: RefOption[] = [];

/** Lists the server sorts by their English names: sorted again by their names in the chosen language. */
const SORTED_BY_NAME: ReadonlySet<ReferenceName> = new Set(['countries', 'countryOfResidences']);

/** The react-query key and fetch of a reference list, for screens that need the items themselves. */
export const referenceQuery = <K extends ReferenceName>(endpoint: K, query?: QueryOf<Endpoints[K]>) => ({
  queryKey: ['reference', endpoint, query ?? null] as const,
  // quiet: no connection toast; the select shows its own failure with a retry.
  queryFn: () => api.call(endpoint, { query } as never, { quiet: true }) as Promise<ResponseOf<Endpoints[K]>>,
  staleTime: 60 * 60_000,
  // Tried even offline: the service worker answers reference lists from its cache.
  networkMode: 'offlineFirst' as const,
});

export interface RefSelectProps<K extends ReferenceName> extends Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'filter' | 'placeholder'
> {
  /** What to pick, in words ('Select a bank'): never a generic 'Select an option'. */
  placeholder: string;
  /** The reference endpoint that fills the options. */
  endpoint: K;
  query?: QueryOf<Endpoints[K]>;
  /** Load only when true (product §7: states once a country is chosen, cities once a state is). Default true. */
  enabled?: boolean;
  /** Overrides the default id/label of the endpoint's items. */
  toOption?: (item: ItemOf<K>) => RefOption;
  /** Keep only some items (e.g. the currencies of one type). */
  keep?: (item: ItemOf<K>) => boolean;
  /** Options beyond the list's, after its items (a city typed by the user). */
  extraOptions?: RefOption[];
  /** A form value: id or code, as a string or number; '' or null when none is chosen. */
  value?: string | number | null;
  onChange: (value: string) => void;
}

/**
 * Product §5's select: fed by a reference endpoint, a placeholder that cannot be chosen, an asterisk when required.
 * The value is always a string ('' when none); contract schemas turn ids back into numbers.
 */
export function RefSelect<K extends ReferenceName>({
  endpoint,
  query,
  enabled = true,
  toOption,
  keep,
  extraOptions = NO_OPTIONS,
  value,
  onChange,
  placeholder,
  onDropdownOpen,
  onSearchChange,
  ...props
}: RefSelectProps<K>) {
  const { t } = useTranslation();
  const list = useQuery({ ...referenceQuery(endpoint, query), enabled });
  // Made again only when the list, the language or the caller's mapping changes, not on every keystroke of the form.
  const options = useMemo(() => {
    const items = (list.data ?? []) as Array<ItemOf<K>>;
    const made = (keep ? items.filter(keep) : items).map(
      (toOption ?? OPTION_OF[endpoint]) as (item: ItemOf<K>) => RefOption,
    );
    if (SORTED_BY_NAME.has(endpoint)) made.sort((a, b) => compareNames(a.label, b.label));
    return made;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes with the language and its texts, as the names do
  }, [list.data, keep, toOption, endpoint, t]);
  const data = useMemo(() => (extraOptions.length ? [...options, ...extraOptions] : options), [options, extraOptions]);
  const chosen = value === null || value === undefined || value === '' ? null : String(value);
  const bounded = useBoundedOptions(data, chosen, { onDropdownOpen, onSearchChange });
  const loading = enabled && list.isLoading;
  const failed = enabled && list.isError && !list.data;

  return (
    <Select
      searchable={data.length > 12}
      nothingFoundMessage={t('pickers.nothingFound')}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      {...props}
      {...bounded}
      data={data}
      value={chosen}
      onChange={(next) => onChange(next ?? '')}
      placeholder={loading ? t('common.loading') : failed ? t('pickers.loadFailed') : placeholder}
      rightSection={
        loading ? (
          <Loader size={16} />
        ) : failed ? (
          <Tooltip label={t('pickers.tryAgain')}>
            <ActionIcon variant="subtle" aria-label={t('pickers.loadAgain')} onClick={() => void list.refetch()}>
              <IconRefresh size={16} />
            </ActionIcon>
          </Tooltip>
        ) : undefined
      }
      rightSectionPointerEvents={failed ? 'all' : 'none'}
    />
  );
}
