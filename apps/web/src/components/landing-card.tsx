import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A tile on a landing page: an icon, a title, a sentence, and optionally a link. */
export function LandingCard({
  icon,
  title,
  children,
  to,
  href,
  accent = 'primary.main',
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  to?: string;
  href?: string;
  accent?: string;
}) {
  const body = (
    <CardContent sx={{ p: 3, height: '100%' }}>
      <Typography
        component="div"
        sx={{ color: accent, mb: 1.5, '& svg': { fontSize: 40 } }}
        aria-hidden="true"
      >
        {icon}
      </Typography>
      <Typography component="h2" variant="h4" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" component="div">
        {children}
      </Typography>
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%', borderColor: 'grey.200' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'stretch' }}>
          {body}
        </CardActionArea>
      ) : href ? (
        <CardActionArea href={href} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}
