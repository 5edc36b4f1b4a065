/**
 * A payment-password field's error with the tries left before the payment password locks (the
 * gateway's count), as the transfer forms show it; undefined when there is no error.
 */
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

export function errorWithTriesLeft(error: string | undefined, attemptsLeft: number | null): ReactNode {
  if (!error) return undefined;
  if (attemptsLeft === null) return error;
  return (
    <>
      {error} <Trans>{attemptsLeft} tries left before it locks.</Trans>
    </>
  );
}
