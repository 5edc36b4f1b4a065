/**
 * Copies a text (a link's address) to the clipboard and says so for a moment, also to screen
 * readers. Where the browser refuses the clipboard, it says the address could not be copied: the
 * address stays on screen to copy by hand.
 */
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';

const SHOWN_MS = 2000;

export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useLingui();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (outcome === null) return undefined;
    const timer = setTimeout(() => setOutcome(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = () => {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) {
      setOutcome('failed');
      return;
    }
    clipboard.writeText(text).then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );
  };

  return (
    <span className="register__copy">
      <button type="button" className="button button--secondary register__copy-button" onClick={copy} aria-label={t`Copy ${label}`}>
        <Trans>Copy</Trans>
      </button>
      <span className="register__hint" role="status">
        {outcome === 'copied' ? <Trans>Copied</Trans> : outcome === 'failed' ? <Trans>Could not copy</Trans> : null}
      </span>
    </span>
  );
}
