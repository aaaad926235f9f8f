import type { ExtensionBridge } from '@/lib/extension/bridge';
import { remoteFunctions, type CommandName, type RemoteName } from '@/lib/extension/contract';
import { SPEC_COMMANDS, SPEC_REMOTES } from '@/lib/extension/contract/specCalls';
import { commandCalls, MissingAnswer, remoteCalls, type Answers, type CallPlan } from './calls';
import { isFailure, outcomeOfError, type CallResult } from './outcome';

interface Step {
  channel: 'cmd' | 'rpc';
  name: string;
  origin: CallResult['origin'];
  plan: CallPlan<unknown>;
}

const isIn = (list: readonly string[], name: string) => list.includes(name);

/** Every call of the contract: the reads, then the writes, then the last (commands first in each). */
export function plannedSteps(): Step[] {
  const all: Step[] = [
    ...Object.entries(commandCalls).map(([name, plan]) => ({
      channel: 'cmd' as const,
      name,
      origin: isIn(SPEC_COMMANDS, name) ? ('spec' as const) : ('added' as const),
      plan: plan as CallPlan<unknown>,
    })),
    ...Object.entries(remoteCalls).map(([name, plan]) => ({
      channel: 'rpc' as const,
      name,
      origin: isIn(SPEC_REMOTES, name) ? ('spec' as const) : ('added' as const),
      plan: plan as CallPlan<unknown>,
    })),
  ];
  const phase = ({ plan }: Step) => (plan.last ? 2 : plan.access === 'write' ? 1 : 0);
  return [0, 1, 2].flatMap((p) => all.filter((step) => phase(step) === p));
}

/** Runs `fn`, collecting what it logs with console.warn (the contract's tolerant lists log each item left out). */
async function collectingWarnings<T>(warnings: string[], fn: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = (...parts: unknown[]) => void warnings.push(parts.map(String).join(' '));
  try {
    return await fn();
  } finally {
    console.warn = warn;
  }
}

export interface RunOptions {
  bridge: ExtensionBridge;
  writes: boolean;
  onResult?: (result: CallResult) => void;
}

/**
 * Calls every command and remote function through the app's bridge, which checks arguments,
 * envelope and reply against the contract exactly as the app does. Sequential: later calls take
 * their ids from earlier answers.
 */
export async function runCalls({ bridge, writes, onResult }: RunOptions): Promise<CallResult[]> {
  const replies = { cmd: new Map<string, unknown>(), rpc: new Map<string, unknown>() };
  const answers = {
    remote: (name: string) => replies.rpc.get(name),
    command: (name: string) => replies.cmd.get(name),
  } as Answers;
  const results: CallResult[] = [];
  for (const step of plannedSteps()) {
    const result = await runStep(bridge, step, answers, writes, replies[step.channel]);
    results.push(result);
    onResult?.(result);
  }
  return results;
}

async function runStep(
  bridge: ExtensionBridge,
  { channel, name, origin, plan }: Step,
  answers: Answers,
  writes: boolean,
  replies: Map<string, unknown>,
): Promise<CallResult> {
  const base = { channel, name, origin, access: plan.access };
  const skipped = (detail: string): CallResult => ({
    ...base,
    outcome: 'skipped',
    ms: null,
    detail,
    failed: false,
  });
  if (plan.access === 'write' && !writes)
    return skipped('a write: runs with --writes (against a throw-away account)');
  let args: unknown;
  try {
    args = plan.args(answers);
  } catch (e) {
    if (e instanceof MissingAnswer) return skipped(`needs an earlier answer: ${e.message}`);
    throw e;
  }
  const warnings: string[] = [];
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const reply = await collectingWarnings(warnings, () =>
      channel === 'cmd'
        ? bridge.command(name as CommandName, args as never)
        : bridge.call(remoteFunctions, name as RemoteName, ...(args as [never])),
    );
    replies.set(name, reply);
    const detail = warnings.length ? `tolerated: ${warnings.join('; ')}` : undefined;
    return { ...base, outcome: 'valid', ms: elapsed(), detail, failed: false };
  } catch (e) {
    const outcome = outcomeOfError(e);
    return { ...base, ...outcome, ms: elapsed(), failed: isFailure({ origin, outcome: outcome.outcome }) };
  }
}
