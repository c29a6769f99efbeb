import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { LabResults } from '../domain/types.ts';
import { LAB_CERTIFICATE_LABEL } from '../rules/commerce/labResults.ts';
import { ProductLabResults } from './ProductLabResults.tsx';

const lab: LabResults = {
  lab: 'Great Lakes Analytical',
  batch: 'GL-1',
  testedOn: '2026-10-02',
  screens: [{ name: 'Pesticides', passed: true }],
};

describe('ProductLabResults: the certificate link', () => {
  it.each([
    ['a site path', '/api/products/blue-dream/certificate-of-analysis.pdf', '/api/products/blue-dream/certificate-of-analysis.pdf'],
    ['an https address', ' https://lab.example/coa/GL-1.pdf ', 'https://lab.example/coa/GL-1.pdf'],
    ['javascript:', 'javascript:alert(1)', null],
    ['a data URL', 'data:application/pdf;base64,JVBERi0=', null],
    ['blank', '  ', null],
    ['none', undefined, null],
  ])('%s', (_case, certificateUrl, expected) => {
    render(<ProductLabResults labResults={{ ...lab, ...(certificateUrl === undefined ? {} : { certificateUrl }) }} />);
    const link = screen.queryByRole('link', { name: LAB_CERTIFICATE_LABEL });
    if (expected === null) expect(link).toBeNull();
    else expect(link).toHaveAttribute('href', expected);
  });
});
