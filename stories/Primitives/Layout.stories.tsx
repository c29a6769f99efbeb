import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useState, type ReactNode } from 'react';
import { Box } from '@storefront/tokens/box';
import { Button, Inline, Panel, SearchField, Stack, TextInput, Tiles } from '@storefront/components';

// The layout primitives and the shared fields, as a widget composes them: a column of sections, rows
// of controls, grids of tiles, the bordered panel, a text input and the search field.

function Sample({ children }: { children: ReactNode }) {
  return (
    <Box background="surfaceMuted" borderRadius="md" padding="sm" fontSize="sm">
      {children}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="md">
      <Box as="h2" fontSize="lg" fontWeight="semibold" margin="none">
        {title}
      </Box>
      {children}
    </Stack>
  );
}

function ClearableSearch() {
  const [query, setQuery] = useState('gummies');
  return (
    <SearchField
      aria-label="Search products"
      placeholder="Search products"
      tone="muted"
      value={query}
      onChange={(event) => setQuery(event.target.value)}
      clear={query === '' ? null : { label: 'Clear search', onClear: () => setQuery('') }}
      containerProps={{ onSubmit: (event) => event.preventDefault() }}
    />
  );
}

const meta = {
  title: 'Primitives/Layout',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Box as="main" padding="lg">
      <Stack gap="xl">
        <Section title="Stack">
          <Stack as="ul" gap="sm" aria-label="Stacked list">
            <li>
              <Sample>First row</Sample>
            </li>
            <li>
              <Sample>Second row</Sample>
            </li>
            <li>
              <Sample>Third row</Sample>
            </li>
          </Stack>
        </Section>
        <Section title="Inline">
          <Inline gap="sm" align="center" justify="between" aria-label="Row">
            <Sample>Start</Sample>
            <Inline gap="xs">
              <Button size="sm" variant="secondary">
                Cancel
              </Button>
              <Button size="sm">Save</Button>
            </Inline>
          </Inline>
        </Section>
        <Section title="Tiles">
          <Tiles as="ul" columns={{ mobile: 2, md: 4 }} gap="md" aria-label="Two then four columns">
            {['Flower', 'Edibles', 'Vapes', 'Topicals'].map((name) => (
              <li key={name}>
                <Sample>{name}</Sample>
              </li>
            ))}
          </Tiles>
          <Tiles minItemWidth="12rem" gap="sm" aria-label="As many as fit">
            {['Pre-rolls', 'Concentrates', 'Tinctures', 'Accessories', 'Beverages'].map((name) => (
              <Sample key={name}>{name}</Sample>
            ))}
          </Tiles>
        </Section>
        <Section title="Panel and fields">
          <Panel as="section" gap="md" aria-label="Fields">
            <Stack gap="xs">
              <label htmlFor="layout-story-name">Name</label>
              <TextInput id="layout-story-name" autoComplete="off" placeholder="Your name" />
            </Stack>
            <ClearableSearch />
            <SearchField
              as="div"
              type="text"
              readOnly
              border="strong"
              aria-label="Type here to search products"
              placeholder="Type here to search products"
            />
          </Panel>
        </Section>
      </Stack>
    </Box>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Layout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The stacked list is a real list, its bullets reset.
    const list = canvas.getByRole('list', { name: 'Stacked list' });
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).flexDirection).toBe('column');
    await expect(getComputedStyle(canvas.getByLabelText('Row')).flexWrap).toBe('wrap');
    // The clear button empties the search field and goes away.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};
