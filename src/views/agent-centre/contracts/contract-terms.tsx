/**
 * A contract's terms as the platform's offer modal shows them (research §5.2): a dividend's period,
 * base, carry-over and tiers (period valid bet, period net loss, active members, rate); a salary's
 * tiers (team bet, active members, rate or fixed amount); a real-time salary's profit and loss rates
 * and single-bet minimum. Rates are fractions on the wire, shown as percentages. Presentational.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContractKind } from '../../../../machines/contract-offers';
import { amountText } from '../../centre/records/record-format';
import { periodNames } from './contracts.messages';
import { TableScroll } from '../../common/table-scroll';

const percent = (fraction: unknown) => `${(Number(fraction) * 100).toFixed(2)} %`;
const money = (value: unknown) => amountText(Number(value));
const rows = (terms: Record<string, unknown>) => (Array.isArray(terms.tiers) ? (terms.tiers as Record<string, unknown>[]) : []);

export function ContractTerms({ kind, terms, caption }: { kind: ContractKind; terms: Record<string, unknown>; caption: string }) {
  const { t, i18n } = useLingui();
  if (kind === 'realtime') {
    return (
      <dl className="contract__facts" aria-label={caption}>
        <div>
          <dt>{t`Profit salary`}</dt>
          <dd>{percent(terms.winRate)}</dd>
        </div>
        <div>
          <dt>{t`Loss salary`}</dt>
          <dd>{percent(terms.lossRate)}</dd>
        </div>
        <div>
          <dt>{t`Single betting`}</dt>
          <dd>≥ {money(terms.minimumBet)}</dd>
        </div>
      </dl>
    );
  }
  const dividend = kind === 'dividend';
  const bet = dividend ? t`Period valid bet` : kind === 'hourly' ? t`Bet amount per hour` : t`Team bet amount per day`;
  return (
    <div className="contract__terms">
      {dividend ? (
        <dl className="contract__facts">
          <div>
            <dt>{t`Period`}</dt>
            <dd>{periodNames[String(terms.period)] ? i18n._(periodNames[String(terms.period)]) : String(terms.period)}</dd>
          </div>
          <div>
            <dt>{t`Base`}</dt>
            <dd>{terms.base === 'NGR' ? t`Net gaming revenue (less bonuses and rebates)` : t`Gross gaming revenue`}</dd>
          </div>
          <div>
            <dt>{t`Negative carry-over`}</dt>
            <dd>{terms.carryOver ? t`Yes` : t`No`}</dd>
          </div>
        </dl>
      ) : null}
      <TableScroll label={caption}>
        <table className="data-table data-table--cards">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Tier</Trans>
              </th>
              <th scope="col">{bet}</th>
              {dividend ? <th scope="col">{t`Period net loss`}</th> : null}
              <th scope="col">{t`Active members`}</th>
              <th scope="col">{t`Rate`}</th>
            </tr>
          </thead>
          <tbody>
            {rows(terms).map((tier, index) => (
              // tiers have no id: their order is their identity
              // biome-ignore lint/suspicious/noArrayIndexKey: the tier's place is what names it
              <tr key={index}>
                <th scope="row" data-label={t`Tier`}>
                  {index + 1}
                </th>
                <td data-label={bet}>≥ {money(dividend ? tier.minimumBet : tier.betVolume)}</td>
                {dividend ? <td data-label={t`Period net loss`}>≥ {money(tier.netLoss)}</td> : null}
                <td data-label={t`Active members`}>≥ {String(tier.activeMember)}</td>
                <td data-label={t`Rate`}>
                  {dividend || tier.rateType === 'P' ? percent(dividend ? tier.contractRate : tier.rate) : money(tier.rate)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
