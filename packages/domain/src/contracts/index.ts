import type { Contract } from './contract.ts';
import * as accounts from './accounts.ts';
import * as assistant from './assistant.ts';
import * as availability from './availability.ts';
import * as catalogue from './catalogue.ts';
import * as conversations from './conversations.ts';
import * as files from './files.ts';
import * as health from './health.ts';
import * as invoices from './invoices.ts';
import * as moderation from './moderation.ts';
import * as orders from './orders.ts';
import * as payments from './payments.ts';
import * as payouts from './payouts.ts';
import * as profile from './profile.ts';
import * as reference from './reference.ts';
import * as reviews from './reviews.ts';
import * as seo from './seo.ts';
import * as site from './site.ts';
import * as wallet from './wallet.ts';

/**
 * Every contract of the API, by resource (for the server's tests and tools; the web imports the resource
 * files it needs, so a page does not carry the whole API).
 */
export const RESOURCES = {
  accounts,
  assistant,
  availability,
  catalogue,
  conversations,
  files,
  health,
  invoices,
  moderation,
  orders,
  payments,
  payouts,
  profile,
  reference,
  reviews,
  seo,
  site,
  wallet,
};

function isContract(value: unknown): value is Contract {
  return (
    typeof value === 'object' && value !== null && 'path' in value && 'roles' in value && 'name' in value
  );
}

/** Every contract, in resource order. */
export const ALL_CONTRACTS: Contract[] = Object.values(RESOURCES).flatMap((module) =>
  Object.values(module as Record<string, unknown>).filter(isContract),
);

type ContractsOf<M> = { [K in keyof M]: M[K] extends Contract ? M[K] : never }[keyof M];
/** The name of any contract. */
export type ContractName = {
  [R in keyof typeof RESOURCES]: ContractsOf<(typeof RESOURCES)[R]>['name'];
}[keyof typeof RESOURCES];
