/**
 * The turnover requirement (presentational, research §3.5): what of the balance may leave now and
 * what is locked, what is still to wager, and what was wagered per game type.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { TurnoverInfo } from '../../../../machines/withdraw';
import { gameTypeName } from '../../centre/records/records.messages';

export interface WithdrawTurnoverProps {
  turnover: TurnoverInfo;
  money: (amount: number) => string;
}

export function WithdrawTurnover({ turnover, money }: WithdrawTurnoverProps) {
  const { i18n } = useLingui();
  return (
    <section className="withdraw-turnover" aria-labelledby="withdraw-turnover-title" data-testid="withdraw-turnover">
      <h4 id="withdraw-turnover-title">
        <Trans>Balance and turnover</Trans>
      </h4>
      <dl className="withdraw__details">
        <dt>
          <Trans>Main balance</Trans>
        </dt>
        <dd>{money(turnover.mainBalance)}</dd>
        <dt>
          <Trans>Withdrawable</Trans>
        </dt>
        <dd data-testid="withdraw-withdrawable">{money(turnover.withdrawableBalance)}</dd>
        <dt>
          <Trans>Locked</Trans>
        </dt>
        <dd>{money(turnover.lockedBalance)}</dd>
        {turnover.totalRequiredTurnover > 0 ? (
          <>
            <dt>
              <Trans>Required turnover</Trans>
            </dt>
            <dd>{money(turnover.totalRequiredTurnover)}</dd>
            <dt>
              <Trans>Wagered</Trans>
            </dt>
            <dd>{money(turnover.totalActualTurnover)}</dd>
            <dt>
              <Trans>Still to wager</Trans>
            </dt>
            <dd data-testid="withdraw-remaining-turnover">{money(turnover.remainingTurnover)}</dd>
          </>
        ) : null}
      </dl>
      {turnover.details.length > 0 ? (
        <table className="withdraw-turnover__table">
          <caption>
            <Trans>Wagered by game type</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Game type</Trans>
              </th>
              <th scope="col">
                <Trans>Wagered</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {turnover.details.map((detail) => (
              <tr key={detail.gameType}>
                <th scope="row">{i18n._(gameTypeName(detail.gameType))}</th>
                <td>{money(detail.actualTurnover)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
