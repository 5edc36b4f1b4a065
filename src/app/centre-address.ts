// the centres' addresses are the router chart's route rows (machines/router/router.centres.ts)
export { INTENT_ADDRESSES, namesCentre, withCentre } from '../../machines/router';
