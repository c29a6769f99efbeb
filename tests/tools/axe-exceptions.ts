/**
 * Every accessibility finding the gate (tests/tools/axe.ts) lets through, with its reason. A finding
 * of a moderate, serious or critical impact fails the visual and e2e suites unless it is listed
 * here; an entry covers one rule, on the stories or routes its scope matches ('story:<story id>' or
 * 'route:<path>'), optionally only on the elements its target matches.
 */
export interface AxeException {
  rule: string;
  scope: RegExp;
  target?: RegExp;
  reason: string;
}

export const AXE_EXCEPTIONS: readonly AxeException[] = [];
