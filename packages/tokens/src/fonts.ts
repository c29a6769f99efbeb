// Fonts ship from npm (no network at run time): Inter, latin subset, the weights the scale uses.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
// Until they arrive, a local font with Inter's metrics takes their room (no layout shift on the swap).
import './fontFallback.css.ts';
