// The local test provider's package ships no types; the tests use a small part of its API.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  interface Account {
    accountId: string;
    claims: () => Promise<Record<string, unknown>>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown> & { findAccount?: (ctx: unknown, sub: string) => Promise<Account> });
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
