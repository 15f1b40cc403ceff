import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { formatPolicyDay, usePolicyVersions } from '../../../lib/policy.ts';

export const SUPPORT_EMAIL = 'support@youthenrichments.test';

/** The date both legal documents were last changed. */
export const LEGAL_LAST_UPDATED = '2026-11-24';

export interface LegalSection {
  /** Anchor id, used by the table of contents (e.g. 'what-we-collect'). */
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** A legal page: title, last-updated date, a table of contents with anchors, numbered sections. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  return (
    <Container
      maxWidth="md"
      sx={{
        py: { xs: 4, md: 7 },
        '& p, & li': { fontSize: '1.02rem', lineHeight: 1.7 },
        '& ul': { pl: 3, my: 1.5 },
        '& li + li': { mt: 0.75 },
        '& section': { scrollMarginTop: '88px' },
        overflowWrap: 'anywhere',
      }}
    >
      <Typography
        component="h1"
        variant="h3"
        sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '2.6rem' } }}
      >
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Last updated: <time dateTime={LEGAL_LAST_UPDATED}>{formatDate(LEGAL_LAST_UPDATED)}</time>
      </Typography>
      <PolicyVersionNote />
      <Box sx={{ mt: 3 }}>{intro}</Box>

      <Box
        component="nav"
        aria-labelledby="toc-title"
        sx={{ my: 4, p: { xs: 2.5, md: 3 }, borderRadius: 3, bgcolor: 'action.hover' }}
      >
        <Typography id="toc-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          Contents
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, '& li': { py: 0.25 } }}>
          {sections.map((section) => (
            <li key={section.id}>
              <Link href={`#${section.id}`} sx={{ display: 'inline-block', py: 0.5 }}>
                {section.title}
              </Link>
            </li>
          ))}
        </Box>
      </Box>

      {sections.map((section, index) => (
        <Box
          component="section"
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          sx={{ mt: 5 }}
        >
          <Typography
            id={`${section.id}-title`}
            component="h2"
            variant="h5"
            sx={{ fontWeight: 700, mb: 1.5 }}
          >
            {index + 1}. {section.title}
          </Typography>
          {section.body}
        </Box>
      ))}
    </Container>
  );
}

/**
 * The version of the policy and terms in force, and the next one once published (decision 043): the
 * version each parent's consent names. Nothing while it loads or if it cannot be read.
 */
function PolicyVersionNote() {
  const { data } = usePolicyVersions();
  if (!data) return null;
  return (
    <>
      <Typography color="text.secondary">
        Version {data.current.version}, in effect since{' '}
        <time dateTime={data.current.effective_at}>{formatPolicyDay(data.current.effective_at)}</time>
      </Typography>
      {data.upcoming ? (
        <Box role="note" sx={{ mt: 2, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Typography sx={{ fontWeight: 700 }}>
            A new version, {data.upcoming.version}, takes effect on{' '}
            <time dateTime={data.upcoming.effective_at}>{formatPolicyDay(data.upcoming.effective_at)}</time>
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>What changes: {data.upcoming.summary}</Typography>
        </Box>
      ) : null}
    </>
  );
}

/** The support address as a mail link. */
export function SupportEmail() {
  return <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>;
}
