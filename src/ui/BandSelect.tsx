import { bandIn, customerCurrency, INCOME_BANDS, VOLUME_BANDS, type DollarBand } from '@/contract/money-bands';
import { formatMoney } from '@/app/wording/format';
import { RefSelect, type RefOption, type RefSelectProps } from './RefSelect';
import { referenceName } from '@/app/wording/reference-names';
import { t, useTranslation } from '@/app/i18n';

const BANDS = { incomes: INCOME_BANDS, volumes: VOLUME_BANDS };

/** A band's words in a currency other than the dollar: '861 € – 1 700 €', 'Plus de 220 000 €'. */
function convertedBandName(band: DollarBand, currency: string) {
  const converted = bandIn(band, currency);
  if ('below' in converted) return t('pickers.bandBelow', { amount: formatMoney(converted.below, currency) });
  if ('above' in converted) return t('pickers.bandAbove', { amount: formatMoney(converted.above, currency) });
  return t('pickers.bandRange', {
    from: formatMoney(converted.from, currency),
    to: formatMoney(converted.to, currency),
  });
}

/** A band's option: in dollars as the lists name them, or converted to the customer's currency (src/contract/money-bands.ts). */
export function bandOption(list: keyof typeof BANDS, id: number, serverName: string, currency: string): RefOption {
  const band = BANDS[list][id];
  const label = currency === 'USD' || !band ? referenceName(list, id, serverName) : convertedBandName(band, currency);
  return { value: String(id), label };
}

type BandSelectProps = Omit<RefSelectProps<'incomes'>, 'endpoint' | 'toOption' | 'description'> & {
  endpoint: keyof typeof BANDS;
  /** The customer's country of residence (a business's, for its volumes): its currency names the amounts. */
  country: string;
};

/**
 * A choice of yearly income or monthly volume, in the currency of the customer's country, with a line saying that the
 * amounts are converted from the dollars the bands are kept in; in dollars for Nigeria and the US, as product §3 has them.
 */
export function BandSelect({ endpoint, country, ...props }: BandSelectProps) {
  const { t } = useTranslation();
  const currency = customerCurrency(country);
  const toOption = (item: {
    incomeId?: number;
    income?: string;
    transactionVolumeId?: number;
    volumeInAmount?: string;
  }) =>
    endpoint === 'incomes'
      ? bandOption('incomes', item.incomeId!, item.income!, currency)
      : bandOption('volumes', item.transactionVolumeId!, item.volumeInAmount!, currency);
  return (
    <RefSelect
      {...(props as RefSelectProps<typeof endpoint>)}
      endpoint={endpoint}
      toOption={toOption as never}
      description={
        currency === 'USD'
          ? undefined
          : t('pickers.bandsConverted', { currency: referenceName('currencies', currency, currency) })
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
