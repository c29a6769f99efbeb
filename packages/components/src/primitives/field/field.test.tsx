import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { input as inputLook } from '../form.css.ts';
import * as searchCss from './searchField.css.ts';
import { SearchField } from './SearchField.tsx';
import { TextInput } from './TextInput.tsx';

describe('TextInput', () => {
  it('is an input in the form look, with every prop and the ref', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(<TextInput ref={ref} aria-label="Name" name="name" className="extra" autoComplete="name" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('name', 'name');
    expect(input).toHaveAttribute('autocomplete', 'name');
    expect(input).toHaveClass(inputLook, 'extra');
    await userEvent.type(input, 'Ada');
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('keeps a given type', () => {
    render(<TextInput aria-label="Email" type="email" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  });
});

describe('SearchField', () => {
  it('is a search form around a search input, with the form props on the form', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <SearchField
        ref={ref}
        aria-label="Search products"
        name="search"
        containerProps={{ action: '/search', method: 'get', 'data-part': 'search' }}
        containerClassName="box"
        className="size"
      />,
    );
    const form = screen.getByRole('search');
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('data-part', 'search');
    expect(form).toHaveClass(searchCss.field, 'box');
    const input = screen.getByRole('searchbox', { name: 'Search products' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('name', 'search');
    expect(input).toHaveClass('size', ...searchCss.input({ clearable: false }).split(' '));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('as a div with a read-only text field (the compact header)', () => {
    render(<SearchField as="div" type="text" readOnly aria-label="Type here" tone="muted" border="strong" />);
    expect(screen.getByRole('search').tagName).toBe('DIV');
    const input = screen.getByRole('textbox', { name: 'Type here' });
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveClass(...searchCss.input({ tone: 'muted', border: 'strong' }).split(' '));
  });

  it('draws the icon hidden from assistive technology', () => {
    const { container } = render(<SearchField aria-label="Search" icon={<svg data-testid="icon" />} />);
    expect(container.querySelector(`.${searchCss.icon}`)).toHaveAttribute('aria-hidden', 'true');
  });

  it('clears through its clear button, and hides the browser cancel cross then', async () => {
    const onClear = vi.fn();
    render(<SearchField aria-label="Search" value="gummies" readOnly clear={{ label: 'Clear search', onClear, className: 'spot' }} />);
    const button = screen.getByRole('button', { name: 'Clear search' });
    expect(button).toHaveClass(searchCss.clear, 'spot');
    expect(screen.getByRole('searchbox')).toHaveClass(...searchCss.input({ clearable: true }).split(' '));
    await userEvent.click(button);
    expect(onClear).toHaveBeenCalledOnce();
  });
});
