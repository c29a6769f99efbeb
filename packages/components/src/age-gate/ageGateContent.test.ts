import { describe, expect, it } from 'vitest';
import { AGE_GATE_DEFAULTS, ageGateContent } from './ageGateContent.ts';

describe('ageGateContent: the CMS wording, else the defaults', () => {
  it.each<[Parameters<typeof ageGateContent>[0], Partial<ReturnType<typeof ageGateContent>>]>([
    [undefined, { title: 'Are you 21 or older?', confirmText: 'Yes, I am 21+', declineText: 'No', medicalText: 'I am a medical patient' }],
    [{ title: '  ' }, { title: 'Are you 21 or older?' }],
    [{ title: 'Welcome! Are you 21+?' }, { title: 'Welcome! Are you 21+?', description: AGE_GATE_DEFAULTS.description }],
    [{ declineText: ' Not yet ' }, { declineText: 'Not yet' }],
    [{ exitTitle: null }, { exitTitle: 'Sorry, you are not old enough to visit' }],
  ])('%j → %j', (cms, expected) => {
    expect(ageGateContent(cms)).toMatchObject(expected);
  });
});
