// Type-level tests, run by `npm run check` (tsc), never executed: they fail to type-check when the
// Rust contract gains a code, a reason, a state... that has no words on the page, or when the
// generated CONTRACT constant and the generated types (its type `Contract` among them) disagree. Each alias below must be `true`.
import type {
  CONTRACT,
  Contract,
  ErrorCode,
  FailureCode,
  JobFilter,
  JobStage,
  JobStatus,
  JobStep,
  KeychainProblem,
  MixStep,
  Notice,
  RefusalReason,
  VoiceReadiness,
} from './bindings';
import type { ERROR_WORDS, KEYCHAIN_WORDS, MIX_FAILED_WORDS, REFUSAL_WORDS } from './errors';
import type { FAILURE_CAUSE, FAILURE_WORDS, NOTICE_WORDS } from './words/jobs';
import type { STATE_WORDS } from './stores/jobs.svelte';
import type { READINESS_WORDS } from './words/my-voices';
import type { Frozen } from './contract';

/** Compiles only when `T` is `true`. */
type Assert<T extends true> = T;
/** Whether two unions hold exactly the same members. */
type Same<A, B> = [Exclude<A, B>] extends [never] ? ([Exclude<B, A>] extends [never] ? true : false) : false;

// Every code, reason, problem, failure and notice of the contract has words, and no words are left
// for one the contract dropped.
export type ErrorCodesWorded = Assert<Same<ErrorCode, keyof typeof ERROR_WORDS>>;
export type RefusalsWorded = Assert<Same<RefusalReason, keyof typeof REFUSAL_WORDS>>;
export type KeychainWorded = Assert<Same<KeychainProblem, keyof typeof KEYCHAIN_WORDS>>;
export type MixStepsWorded = Assert<Same<MixStep, keyof typeof MIX_FAILED_WORDS>>;
export type FailuresWorded = Assert<Same<FailureCode, keyof typeof FAILURE_WORDS>>;
export type FailureCausesWorded = Assert<Same<FailureCode, keyof typeof FAILURE_CAUSE>>;
export type NoticesWorded = Assert<Same<Notice['code'], keyof typeof NOTICE_WORDS>>;
export type StatesWorded = Assert<Same<JobStage, keyof typeof STATE_WORDS>>;
export type ReadinessWorded = Assert<Same<VoiceReadiness, keyof typeof READINESS_WORDS>>;

// The generated constant is of its generated type (read-only: it is written `as const`), which is
// how contract.ts hands it to the page...
export type ContractTyped = Assert<typeof CONTRACT extends Frozen<Contract> ? true : false>;

// ...and its values speak the generated types' words, where the type is looser than the values:
// every error code listed, and a row for every Jobs filter (the type has a map by any name).
type Literal = typeof CONTRACT;
type Meaning = Literal['stageMeanings'][number];
export type ContractErrorCodes = Assert<Same<Literal['errorCodes'][number], ErrorCode>>;
export type ContractFilters = Assert<Same<keyof Literal['jobFilterStatuses'], JobFilter>>;
export type ContractFilterStatuses = Assert<Same<Literal['jobFilterStatuses'][JobFilter][number], JobStatus>>;
export type ContractStages = Assert<Same<Meaning['state'], JobStage>>;
export type ContractStatuses = Assert<[Meaning['status']] extends [JobStatus] ? true : false>;
export type ContractSteps = Assert<[Meaning['step']] extends [JobStep] ? true : false>;
