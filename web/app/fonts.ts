// Only the Myanmar and Bengali subsets, regular and bold. Their unicode-range means a phone
// downloads a font file only when that script is on screen; Latin stays on system fonts.
import '@fontsource/noto-sans-myanmar/myanmar-400.css';
import '@fontsource/noto-sans-myanmar/myanmar-700.css';
import '@fontsource/noto-sans-bengali/bengali-400.css';
import '@fontsource/noto-sans-bengali/bengali-700.css';
