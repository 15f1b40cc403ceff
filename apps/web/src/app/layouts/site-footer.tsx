import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PAGE_LOADING_ATTRIBUTE } from '../../components/page-loader.tsx';
import { useFlags } from '../../lib/flags.ts';

export const SUPPORT_EMAIL = 'support@youthenrichments.com';

const linkSx = {
  color: '#FFFFFF',
  py: 1,
  display: 'inline-block',
  '&:focus-visible': { outlineColor: '#FFC83D' },
};

/** Footer of every page: the legal pages, the help guide (while the `how_to` flag is on) and how to reach us. */
export function SiteFooter() {
  const { howToFeatureFlagEnabled, isPending } = useFlags();
  // Not before the flags are known: the how-to link arriving later grew the footer, which sits at the
  // bottom of a short page, and moved it up in view (a layout shift of 0.06 on the sign-in pages;
  // decision 057). Shown at once, the footer is a new element, not a shifted one.
  if (isPending) return null;
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: 'primary.main',
        color: '#FFFFFF',
        mt: 'auto',
        py: 3,
        // Hidden while a page's module loads (PageLoader): see there why.
        [`html[${PAGE_LOADING_ATTRIBUTE}] &`]: { visibility: 'hidden' },
      }}
    >
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0, sm: 3 }}
          component="nav"
          aria-label="Footer"
          sx={{ flexWrap: 'wrap' }}
        >
          <Link component={RouterLink} to="/terms-conditions" sx={linkSx}>
            Terms &amp; Conditions
          </Link>
          <Link component={RouterLink} to="/privacy-policy" sx={linkSx}>
            Privacy Policy
          </Link>
          {howToFeatureFlagEnabled ? (
            <Link component={RouterLink} to="/how-to" sx={linkSx}>
              How-to guide
            </Link>
          ) : null}
          <Link href={`mailto:${SUPPORT_EMAIL}`} sx={linkSx}>
            Contact us
          </Link>
        </Stack>
        <Typography variant="body2" sx={{ mt: 1.5, opacity: 0.9 }}>
          © {new Date().getFullYear()} Youth Enrichments. Courses that help children grow confident.
        </Typography>
      </Container>
    </Box>
  );
}
