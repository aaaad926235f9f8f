// Two bench runs side by side (npm run bench:compare; test/unit/benchStats.test.ts).

/** A load's rows ratio to its run's floor: the paired one, or (older runs) its median over the floor's. */
function rowsRatio(run, key) {
  const load = run.loads?.[key];
  if (!load) return null;
  if (load.rowsRatio) return load.rowsRatio.median;
  const floor = run.loads[`floor@${key.split('@')[1]}`];
  return load.rowsMs && floor?.rowsMs ? load.rowsMs / floor.rowsMs : null;
}

/** Keys of both runs, the newer run's order first. */
const union = (newer, older) => [...new Set([...newer, ...older])];

/**
 * What changed between run `a` and run `b`: every goal's value and verdict, every page load's
 * rows, ratio, TBT, main-thread CPU and heap, and the CPU steal while each part ran. A figure one
 * run lacks is null.
 */
export function compareRuns(a, b) {
  const verdicts = (run) => new Map((run.verdicts ?? []).map((v) => [v.label, v]));
  const [va, vb] = [verdicts(a), verdicts(b)];
  const goals = union(vb.keys(), va.keys()).map((label) => ({
    label,
    goal: (vb.get(label) ?? va.get(label)).goal,
    a: va.get(label)?.value ?? null,
    b: vb.get(label)?.value ?? null,
    metA: va.get(label)?.met ?? null,
    metB: vb.get(label)?.met ?? null,
  }));
  const loads = union(Object.keys(b.loads ?? {}), Object.keys(a.loads ?? {})).map((key) => {
    const figure = (run, name) => run.loads?.[key]?.[name] ?? null;
    return {
      key,
      rowsMs: [figure(a, 'rowsMs'), figure(b, 'rowsMs')],
      ratio: key.startsWith('floor') ? [null, null] : [rowsRatio(a, key), rowsRatio(b, key)],
      tbtMs: [figure(a, 'tbtMs'), figure(b, 'tbtMs')],
      cpuMs: [figure(a, 'cpuMs'), figure(b, 'cpuMs')],
      heapMB: [figure(a, 'heapMB'), figure(b, 'heapMB')],
    };
  });
  const steal = union(Object.keys(b.stealPercent ?? {}), Object.keys(a.stealPercent ?? {})).map((name) => ({
    part: name,
    percent: [a.stealPercent?.[name] ?? null, b.stealPercent?.[name] ?? null],
  }));
  return { commits: [a.commit, b.commit], goals, loads, steal };
}

const num = (value, digits, unit) => (value === null ? 'n/a' : `${value.toFixed(digits)}${unit}`);
const pair = ([a, b], digits, unit) =>
  a === null && b === null ? '' : `${num(a, digits, unit)} -> ${num(b, digits, unit)}`;
/** Digits and unit of a goal's value, from its label (the JSON keeps only the number). */
const goalUnit = (label) =>
  /ratio/.test(label)
    ? [2, 'x']
    : /KB/.test(label)
      ? [1, ' KB']
      : /heap/.test(label)
        ? [1, ' MB']
        : /CPU/.test(label)
          ? [1, ' %']
          : [1, ' ms'];
const verdict = (met) => (met === null ? 'n/a' : met ? 'met' : 'missed');

/** The comparison as printed lines. */
export function formatComparison({ commits, goals, loads, steal = [] }) {
  const lines = [`== Goals: ${commits[0]} -> ${commits[1]}`];
  for (const g of goals) {
    const [digits, unit] = goalUnit(g.label);
    lines.push(
      `  ${g.label.padEnd(56)} ${pair([g.a, g.b], digits, unit).padEnd(24)} ${verdict(g.metA)} -> ${verdict(g.metB)} (goal <= ${g.goal}${unit})`,
    );
  }
  lines.push(`== Page loads: ${commits[0]} -> ${commits[1]} (medians; ratio to the floor)`);
  for (const l of loads)
    lines.push(
      `  ${l.key.padEnd(26)} rows ${pair(l.rowsMs, 0, ' ms').padEnd(20)} ${pair(l.ratio, 2, 'x').padEnd(16)} TBT ${pair(l.tbtMs, 0, ' ms').padEnd(16)} CPU ${pair(l.cpuMs, 0, ' ms').padEnd(20)} heap ${pair(l.heapMB, 1, ' MB')}`,
    );
  if (steal.length) {
    lines.push(
      `== CPU steal while each part ran: ${commits[0]} -> ${commits[1]} (comparable runs read alike)`,
    );
    for (const s of steal) lines.push(`  ${s.part.padEnd(26)} ${pair(s.percent, 1, ' %')}`);
  }
  return lines;
}
