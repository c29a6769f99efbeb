/** Layout helpers for stories and tools: `Box` over the sprinkles atoms (see ./index.ts for why apart). */
export { sprinkles, type Sprinkles } from './sprinkles.css.ts';
export { Box, type BoxProps } from './Box.tsx';
