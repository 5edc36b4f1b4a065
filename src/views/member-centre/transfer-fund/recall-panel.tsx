/**
 * "Recall all" (presentational): the button, then the confirmation the platform words as
 * `will_return_balance`; a recall under way announces itself.
 */
import { Trans } from '@lingui/react/macro';

export interface RecallPanelProps {
  canRecall: boolean;
  confirming: boolean;
  recalling: boolean;
  onRequest: () => void;
  onConfirm: () => void;
  onDismiss: () => void;
}

export function RecallPanel({ canRecall, confirming, recalling, onRequest, onConfirm, onDismiss }: RecallPanelProps) {
  if (confirming) {
    return (
      <div className="transfer__confirm" role="group" aria-labelledby="recall-question" data-testid="recall-confirm">
        <p id="recall-question">
          <Trans>The balance of every game wallet will be returned to the main wallet. Continue?</Trans>
        </p>
        <div className="transfer__actions">
          <button type="button" className="button" onClick={onConfirm}>
            <Trans>Yes, return all</Trans>
          </button>
          <button type="button" className="button button--secondary" onClick={onDismiss}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="transfer__actions">
      <button type="button" className="button button--secondary" disabled={!canRecall} onClick={onRequest} aria-describedby="recall-hint">
        <Trans>Return all to main wallet</Trans>
      </button>
      <p className="transfer__hint" id="recall-hint">
        {recalling ? <Trans>Returning the balances…</Trans> : <Trans>Game wallets with an open game stay as they are.</Trans>}
      </p>
    </div>
  );
}
