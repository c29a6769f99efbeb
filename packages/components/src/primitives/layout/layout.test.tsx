import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { vars } from '@storefront/tokens';
import * as css from './layout.css.ts';
import { panel } from './panel.css.ts';
import { Inline } from './Inline.tsx';
import { Panel } from './Panel.tsx';
import { Stack } from './Stack.tsx';
import { Tiles, tileColumnClasses } from './Tiles.tsx';
import type { LayoutElement, Space } from './types.ts';

const spaces = Object.keys(vars.space) as Space[];

describe('Stack', () => {
  it('renders a div column by default, passing DOM props and the ref through', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Stack ref={ref} gap="md" id="column" aria-label="Column" data-part="column" className="widget">
        <span>one</span>
      </Stack>,
    );
    const element = screen.getByLabelText('Column');
    expect(element.tagName).toBe('DIV');
    expect(ref.current).toBe(element);
    expect(element).toHaveAttribute('id', 'column');
    expect(element).toHaveAttribute('data-part', 'column');
    expect(element.className.split(' ')).toEqual([css.stack, css.gap.md, 'widget']);
  });

  it.each(spaces)('gap %s is the class of that step of the space scale', (gap) => {
    const { container } = render(<Stack gap={gap} />);
    expect(container.firstElementChild).toHaveClass(css.gap[gap]);
    for (const other of spaces.filter((space) => space !== gap)) expect(container.firstElementChild).not.toHaveClass(css.gap[other]);
  });

  it.each<[LayoutElement, boolean]>([
    ['ul', true],
    ['ol', true],
    ['div', false],
    ['section', false],
    ['nav', false],
  ])('as %s: the element, list reset %s', (as, reset) => {
    const { container } = render(<Stack as={as} gap="sm" />);
    const element = container.firstElementChild!;
    expect(element.tagName).toBe(as.toUpperCase());
    expect(element.classList.contains(css.listReset)).toBe(reset);
  });

  it.each(['start', 'center', 'end', 'stretch'] as const)('align %s', (align) => {
    const { container } = render(<Stack align={align} />);
    expect(container.firstElementChild).toHaveClass(css.stackAlign[align]);
  });

  it('has no gap or alignment class unless asked', () => {
    const { container } = render(<Stack />);
    expect(container.firstElementChild!.className).toBe(css.stack);
  });
});

describe('Inline', () => {
  it('is a wrapping row by default', () => {
    const { container } = render(<Inline gap="sm" />);
    expect(container.firstElementChild!.className.split(' ')).toEqual([css.inline, css.gap.sm, css.inlineWrap]);
  });

  it('keeps one line with wrap={false}', () => {
    const { container } = render(<Inline wrap={false} />);
    expect(container.firstElementChild).not.toHaveClass(css.inlineWrap);
  });

  it.each([
    ['center', 'between'],
    ['baseline', 'end'],
    ['start', 'center'],
  ] as const)('align %s, justify %s', (align, justify) => {
    const { container } = render(<Inline align={align} justify={justify} />);
    expect(container.firstElementChild).toHaveClass(css.inlineAlign[align], css.inlineJustify[justify]);
  });

  it('resets a list it renders as', () => {
    const { container } = render(<Inline as="ul" gap="xs" />);
    expect(container.firstElementChild!.tagName).toBe('UL');
    expect(container.firstElementChild).toHaveClass(css.listReset);
  });
});

describe('Tiles', () => {
  it.each<[Parameters<typeof tileColumnClasses>[0], string[]]>([
    [2, [css.tileColumns.mobile[2]]],
    [{ mobile: 1, md: 3 }, [css.tileColumns.mobile[1], css.tileColumns.md[3]]],
    [{ sm: 2, lg: 6 }, [css.tileColumns.sm[2], css.tileColumns.lg[6]]],
    [{ lg: 4, mobile: 2, sm: 3, md: 4 }, [css.tileColumns.mobile[2], css.tileColumns.sm[3], css.tileColumns.md[4], css.tileColumns.lg[4]]],
    [{}, []],
  ])('columns %j: one class per breakpoint, narrowest first', (columns, classes) => {
    expect(tileColumnClasses(columns)).toEqual(classes);
  });

  it('renders a grid list of equal columns', () => {
    const { container } = render(<Tiles as="ul" columns={{ mobile: 2, md: 4 }} gap="md" />);
    const element = container.firstElementChild!;
    expect(element.tagName).toBe('UL');
    expect(element).toHaveClass(css.tiles, css.gap.md, css.tileColumns.mobile[2], css.tileColumns.md[4], css.listReset);
  });

  it('fits as many tiles as the minimum width allows', () => {
    const { container } = render(<Tiles minItemWidth="15rem" gap="lg" />);
    expect(container.firstElementChild).toHaveClass(css.tiles, css.tileMinWidth['15rem'], css.gap.lg);
    expect(container.firstElementChild!.className).not.toContain(css.tileColumns.mobile[1]);
  });
});

describe('Panel', () => {
  it('is the bordered surface, large padding by default, content laid out by its children', () => {
    const { container } = render(<Panel as="section" aria-label="Summary" />);
    const element = container.firstElementChild!;
    expect(element.tagName).toBe('SECTION');
    expect(element.className).toBe(panel({ padding: 'lg' }));
    expect(element).not.toHaveClass(css.stack);
  });

  it('stacks its children with a gap', () => {
    const { container } = render(<Panel padding="md" gap="sm" className="widget" />);
    expect(container.firstElementChild).toHaveClass(...panel({ padding: 'md' }).split(' '), css.stack, css.gap.sm, 'widget');
  });
});
