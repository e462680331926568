// The contract's constant (CONTRACT in bindings.ts, generated from Rust), held to its generated type
// `Contract`: the page reads the page size, limits, filters and job meanings from here, typed as
// Rust declares them rather than as the literal values of this build. Read-only: CONTRACT is
// written `as const`, and nothing on the page may change it.
import { CONTRACT, type Contract } from './bindings';

/** A value the page only reads: every array and object in it read-only. */
export type Frozen<T> = T extends readonly (infer U)[]
  ? readonly Frozen<U>[]
  : T extends object
    ? { readonly [K in keyof T]: Frozen<T[K]> }
    : T;

/** What Rust decides and the page checks against and shows (see bindings.ts's `Contract`). */
export const contract: Frozen<Contract> = CONTRACT;

/** The contract's limits: pitch, search, dub length and price, training. */
export const LIMITS = contract.limits;
