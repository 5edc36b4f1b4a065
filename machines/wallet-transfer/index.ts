/** The wallet-transfer flow: the only module other code imports. */
export { walletTransferMachine } from './wallet-transfer.machine';
export { provideWalletTransfer } from './wallet-transfer.calls';
export type { WalletTransferCalls } from './wallet-transfer.calls';
export {
  amountText,
  firstVendor,
  pairOf,
  recallable,
  refusedFields,
  requestFingerprint,
  sameAttempt,
  UNKNOWN_OUTCOME_CODES,
  validateTransfer,
} from './wallet-transfer.rules';
export { selectWalletTransferView } from './wallet-transfer.selectors';
export type { WalletTransferSnapshot } from './wallet-transfer.selectors';
export { MAIN_WALLET } from './wallet-transfer.types';
export type * from './wallet-transfer.types';
