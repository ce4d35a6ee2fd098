import { httpRequest } from './capture';
import { isControl, type ReplayPlan } from './captured';
import type { Endpoint, EndpointKey } from './endpoints';

/**
 * Sends the probe's request again to the baseline and compares its rows with what our server's statements answered
 * in the probe: equal for a read (the same user and rows), equal in count for a send (a new message has a new id).
 * A difference means the replay lost a value on the way, and the baseline did other work than ours.
 */
/** JSON with every object's keys sorted: PostgreSQL builds `json_object_agg` objects in no set order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

export async function checkBaseline(
  url: string,
  endpoints: readonly Endpoint[],
  plans: ReadonlyMap<EndpointKey, ReplayPlan>,
): Promise<boolean> {
  let ok = true;
  for (const endpoint of endpoints) {
    const plan = plans.get(endpoint.key);
    if (!plan) continue;
    const { method, path, headers, body } = httpRequest(endpoint, endpoint.request(1, 'check'));
    const response = await fetch(`${url}${path}`, { method, headers, body });
    const answer = (await response.json()) as { results?: unknown[][] };
    const expected = plan.steps.flat().filter((statement) => !isControl(statement.text));
    const results = answer.results ?? [];
    const differing = expected.flatMap((statement, index) => {
      const rows = (results[index] ?? []).slice(0, statement.probeRows.length || undefined);
      const same =
        endpoint.key === 'send'
          ? rows.length === statement.probeRows.length
          : canonical(rows) === canonical(statement.probeRows);
      return same ? [] : [{ ours: canonical(statement.probeRows), baseline: canonical(rows) }];
    });
    if (!response.ok || differing.length > 0) {
      ok = false;
      const same = expected.length - differing.length;
      console.log(
        `! baseline check, ${endpoint.label}: ${same} of ${expected.length} statements answered as ours`,
      );
      for (const { ours, baseline } of differing) {
        console.log(`  ours:     ${ours.slice(0, 400)}\n  baseline: ${baseline.slice(0, 400)}`);
      }
    }
  }
  return ok;
}
