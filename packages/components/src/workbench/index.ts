/**
 * The workbench's entry of the package: what Storybook's galleries and the visual suite read to
 * enumerate every family's CMS flag combinations. Kept out of `cms/` so that the CMS layer does not
 * import the widget folders whose matrices it lists (that made an import circle through cms/index.ts).
 */
export { flagMatrices, flagMatrixFamilies, type FlagMatrixFamily } from './flagMatrices.ts';
