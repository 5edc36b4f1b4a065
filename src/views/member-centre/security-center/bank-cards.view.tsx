/** The bank accounts section's container: renders the `bankCards` child of the security centre. */
import type { ActorRefFrom } from 'xstate';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { selectBankCardsView } from '../../../../machines/bank-cards';
import type { bankCardsMachine } from '../../../../machines/bank-cards';
import { BankCardsSection } from './bank-cards-section';

export function BankCardsView({ actor }: { actor: ActorRefFrom<typeof bankCardsMachine> }) {
  const view = useSelector(actor, selectBankCardsView, shallowEqual);
  return (
    <BankCardsSection
      view={view}
      onRetry={() => actor.send({ type: 'cards.retry' })}
      onAdd={() => actor.send({ type: 'card.add' })}
      onFieldChange={(field, value) => actor.send({ type: 'field.change', field, value })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
      onCancel={() => actor.send({ type: 'form.cancel' })}
      onDelete={(bankCardId) => actor.send({ type: 'card.delete', bankCardId })}
      onConfirmDelete={() => actor.send({ type: 'delete.confirm' })}
      onDismissDelete={() => actor.send({ type: 'delete.dismiss' })}
    />
  );
}
