// Poppins 400 to 700, latin and latin-ext only (fonts.css; decision 054).
import './fonts.css';
import { createTheme, type PaletteColor, type PaletteColorOptions } from '@mui/material/styles';

/*
 * The brand palette. Contrast (WCAG 2.2): primary #1B5E20 on white 7.9:1, on off-white 7.4:1;
 * purple #6A1B9A on off-white 8.8:1; yellow #FFC83D and orange #F28C28 carry dark text (10.2:1, 6.4:1).
 * MUI already has a `grey` scale (50..900); the brand greys are set on it rather than adding a second
 * grey key, so `theme.palette.grey[600]` is the brand grey.
 */
export const BRAND = {
  darkGreen: '#1B5E20',
  green: '#2E7D32',
  yellow: '#FFC83D',
  orange: '#F28C28',
  purple: '#6A1B9A',
  offWhite: '#FAF7F0',
  ink: '#1F2421',
  focus: '#6A1B9A',
} as const;

declare module '@mui/material/styles' {
  interface Palette {
    yellow: PaletteColor;
    orange: PaletteColor;
    green: PaletteColor;
    purple: PaletteColor;
    offWhite: PaletteColor;
  }
  interface PaletteOptions {
    yellow?: PaletteColorOptions;
    orange?: PaletteColorOptions;
    green?: PaletteColorOptions;
    purple?: PaletteColorOptions;
    offWhite?: PaletteColorOptions;
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    yellow: true;
    orange: true;
    green: true;
    purple: true;
    offWhite: true;
  }
}

declare module '@mui/material/Chip' {
  interface ChipPropsColorOverrides {
    yellow: true;
    orange: true;
    green: true;
    purple: true;
  }
}

const focusRing = { outline: `3px solid ${BRAND.focus}`, outlineOffset: 2 } as const;

const base = createTheme({
  palette: {
    mode: 'light',
    primary: { main: BRAND.darkGreen, light: '#4C8C4A', dark: '#003300', contrastText: '#FFFFFF' },
    secondary: { main: BRAND.purple, contrastText: '#FFFFFF' },
    error: { main: '#B3261E', contrastText: '#FFFFFF' },
    background: { default: BRAND.offWhite, paper: '#FFFFFF' },
    text: { primary: BRAND.ink, secondary: '#4A4F4C' },
    grey: {
      50: '#F7F7F5',
      100: '#EEEEEA',
      200: '#DEDED8',
      300: '#C7C8C2',
      400: '#A3A5A0',
      500: '#7C7F7A',
      600: '#5F6368',
      700: '#4A4F4C',
      800: '#333835',
      900: '#1F2421',
    },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'Poppins, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '1.875rem', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3 },
    h4: { fontSize: '1.25rem', fontWeight: 600 },
    h5: { fontSize: '1.125rem', fontWeight: 600 },
    h6: { fontSize: '1rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600, fontSize: '1rem' },
  },
});

export const theme = createTheme(base, {
  palette: {
    yellow: base.palette.augmentColor({
      color: { main: BRAND.yellow, contrastText: BRAND.ink },
      name: 'yellow',
    }),
    orange: base.palette.augmentColor({
      color: { main: BRAND.orange, contrastText: BRAND.ink },
      name: 'orange',
    }),
    green: base.palette.augmentColor({
      color: { main: BRAND.green, contrastText: '#FFFFFF' },
      name: 'green',
    }),
    purple: base.palette.augmentColor({
      color: { main: BRAND.purple, contrastText: '#FFFFFF' },
      name: 'purple',
    }),
    offWhite: base.palette.augmentColor({
      color: { main: BRAND.offWhite, contrastText: BRAND.ink },
      name: 'offWhite',
    }),
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': focusRing,
        body: { WebkitFontSmoothing: 'antialiased' },
        a: { color: BRAND.darkGreen },
      },
    },
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { minHeight: 44, borderRadius: 999, paddingInline: 20, '&.Mui-focusVisible': focusRing },
        sizeLarge: { minHeight: 52, fontSize: '1.0625rem', paddingInline: 28 },
      },
    },
    MuiIconButton: {
      styleOverrides: { root: { minWidth: 44, minHeight: 44, '&.Mui-focusVisible': focusRing } },
    },
    MuiLink: { styleOverrides: { root: { fontWeight: 500, '&:focus-visible': focusRing } } },
    MuiOutlinedInput: {
      styleOverrides: { root: { borderRadius: 12, backgroundColor: '#FFFFFF' }, input: { minHeight: 24 } },
    },
    MuiCard: { styleOverrides: { root: { borderRadius: 20 } } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 20 } } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 20 } } },
    MuiMenuItem: { styleOverrides: { root: { minHeight: 44 } } },
    MuiListItemButton: { styleOverrides: { root: { minHeight: 48, borderRadius: 12 } } },
    MuiTab: { styleOverrides: { root: { minHeight: 48, textTransform: 'none' } } },
  },
});
