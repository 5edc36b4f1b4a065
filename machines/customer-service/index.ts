/** The customer-service launcher: the only module other code imports. */
export { customerServiceMachine } from './customer-service.machine';
export { selectCustomerServiceView } from './customer-service.selectors';
export type { CustomerServiceSnapshot } from './customer-service.selectors';
export {
  isWebLink,
  LIVE_CHAT_TYPE,
  needsDecryption,
  pickServiceLink,
  popupSizeFor,
  serviceTypeFor,
  VIP_RANK_LEVEL_ABOVE,
} from './customer-service.links';
export type * from './customer-service.types';
