import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_RETURN_FIELD, PostForm, type PostFormSubmit } from './PostForm.tsx';

describe('PostForm: a form that posts before the page code loads, and is handled in the page after', () => {
  it('renders a real post form with its target, the way back and the hidden fields', () => {
    const { container } = render(
      <PostForm
        target={{ action: '/shopper/cart', returnTo: '/shop?x=1' }}
        fields={{ productId: 'p1', skipped: undefined }}
        onSubmit={() => undefined}
      >
        <button type="submit" name="quantity" value="2">
          Add
        </button>
      </PostForm>,
    );
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/shopper/cart');
    const hidden = Object.fromEntries(
      [...container.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [input.name, input.value]),
    );
    expect(hidden).toEqual({ [FORM_RETURN_FIELD]: '/shop?x=1', productId: 'p1' });
  });

  it('once hydrated, a press is handled here with the pressed button’s name and value, and no page load', async () => {
    const submitted: PostFormSubmit[] = [];
    render(
      <PostForm fields={{ productId: 'p1' }} onSubmit={(values) => submitted.push(values)}>
        <button type="submit" name="quantity" value="1">
          Less
        </button>
        <button type="submit" name="quantity" value="3">
          More
        </button>
      </PostForm>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.name).toBe('quantity');
    expect(submitted[0]?.value).toBe('3');
    expect(submitted[0]?.data.get('quantity')).toBe('3');
    expect(submitted[0]?.data.get('productId')).toBe('p1');
  });

  it('without a target it has no action (Storybook): the buttons still call onSubmit', async () => {
    const onSubmit = vi.fn();
    const { container } = render(
      <PostForm onSubmit={onSubmit}>
        <button type="submit">Go</button>
      </PostForm>,
    );
    expect(container.querySelector('form')?.hasAttribute('action')).toBe(false);
    expect(container.querySelector(`input[name=${FORM_RETURN_FIELD}]`)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: null, value: null }));
  });
});
