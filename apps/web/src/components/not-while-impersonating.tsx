import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** What billing, password and account-deletion pages say while an admin impersonates (decision 037). */
export const NOT_WHILE_IMPERSONATING =
  'Billing, passwords and deleting the account stay with the account’s owner, so this page is closed while you impersonate.';

/** Shown instead of such a page (and such a form) while impersonating. */
export function NotWhileImpersonating({ title }: { title?: string }) {
  return (
    <Box sx={{ maxWidth: 720 }}>
      {title ? (
        <Typography component="h1" variant="h1" sx={{ mb: 3 }}>
          {title}
        </Typography>
      ) : null}
      <Alert severity="info" data-testid="not-while-impersonating">
        {NOT_WHILE_IMPERSONATING} Stop impersonating from the red banner to return to your own account.
      </Alert>
    </Box>
  );
}
