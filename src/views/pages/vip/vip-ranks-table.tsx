/** The VIP ranks as a table, one row per rank; the member's own rank is marked. */
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMinorUnits } from '../../../../machines/account-balance';
import type { VipRank, VipRanks } from '../../../app/pages.edge';
import { TableScroll } from '../../common/table-scroll';

/** Amounts arrive in major units with two decimals; SPEC §9 shows them with two decimals and separators. */
export const formatMajor = (amount: number) => formatMinorUnits(Math.round(amount * 100));

export interface VipRanksTableProps {
  vip: VipRanks;
  signedIn: boolean;
  currencySymbol: string;
}

function CurrentRank({ rank }: { rank: VipRank | undefined }) {
  if (!rank) return null;
  const { name, level } = rank;
  return (
    <p className="vip-current" data-testid="vip-current">
      <Trans>
        Your rank: {name} (VIP {level})
      </Trans>
    </p>
  );
}

export function VipRanksTable({ vip, signedIn, currencySymbol }: VipRanksTableProps) {
  const { t } = useLingui();
  const current = signedIn ? vip.currentLevel : null;
  const money = (amount: number) => `${currencySymbol} ${formatMajor(amount)}`;
  return (
    <>
      <CurrentRank rank={vip.ranks.find((rank) => rank.level === current)} />
      <TableScroll label={t`VIP ranks`}>
        <table className="data-table vip-table">
          <caption className="visually-hidden">
            <Trans>VIP ranks and benefits</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Rank</Trans>
              </th>
              <th scope="col">
                <Trans>Total deposits</Trans>
              </th>
              <th scope="col">
                <Trans>Total valid bets</Trans>
              </th>
              <th scope="col">
                <Trans>Upgrade bonus</Trans>
              </th>
              <th scope="col">
                <Trans>Monthly bonus</Trans>
              </th>
              <th scope="col">
                <Trans>Birthday bonus</Trans>
              </th>
              <th scope="col">
                <Trans>Rebate</Trans>
              </th>
              <th scope="col">
                <Trans>Daily withdrawals</Trans>
              </th>
              <th scope="col">
                <Trans>Daily withdrawal limit</Trans>
              </th>
              <th scope="col">
                <Trans>Dedicated service</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {vip.ranks.map((rank) => {
              const mine = rank.level === current;
              const { benefits } = rank;
              return (
                <tr key={rank.level} className={mine ? 'vip-table__row--current' : undefined} aria-current={mine ? 'true' : undefined}>
                  <th scope="row">
                    <span className="vip-table__rank">
                      <img src={rank.iconUrl} alt="" width={32} height={32} loading="lazy" />
                      <span>
                        {rank.name} <span className="vip-table__level">VIP {rank.level}</span>
                      </span>
                      {mine ? (
                        <span className="tag tag--strong">
                          <Trans>Your rank</Trans>
                        </span>
                      ) : null}
                    </span>
                  </th>
                  <td>{money(rank.depositRequired)}</td>
                  <td>{money(rank.turnoverRequired)}</td>
                  <td>{money(benefits.upgradeBonus)}</td>
                  <td>{money(benefits.monthlyBonus)}</td>
                  <td>{money(benefits.birthdayBonus)}</td>
                  <td>{benefits.rebateRate}%</td>
                  <td>{benefits.dailyWithdrawalCount}</td>
                  <td>{money(benefits.dailyWithdrawalLimit)}</td>
                  <td>{benefits.dedicatedService ? <Trans>Yes</Trans> : <Trans>No</Trans>}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
