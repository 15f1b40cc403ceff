import SpaRounded from '@mui/icons-material/SpaRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { catalogCoursePath } from '../../../../lib/paths.ts';
import { useAnxietyCheck } from '../../api.ts';

/** The gentle card shown when the anxiety check suggests calm courses for the child. */
export function CalmSuggestion({ childId, childName }: { childId: string; childName: string }) {
  const check = useAnxietyCheck(childId);
  if (!check.data?.recommended) return null;
  return (
    <Alert
      severity="info"
      icon={<SpaRounded aria-hidden />}
      sx={{ mb: 3, borderRadius: 4, alignItems: 'flex-start', '& .MuiAlert-message': { minWidth: 0 } }}
    >
      <AlertTitle sx={{ fontWeight: 600 }}>{`Some calm time could help ${childName}`}</AlertTitle>
      <Typography sx={{ mb: check.data.courses.length ? 1 : 0 }}>{check.data.reason}</Typography>
      {check.data.courses.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {check.data.courses.map((course) => (
            <li key={course.id}>
              {/* 32 px tall so the touch targets meet WCAG 2.5.8 (target size) on phones. */}
              <Link
                component={RouterLink}
                to={catalogCoursePath(course.id)}
                sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 32 }}
              >
                {course.title}
              </Link>
            </li>
          ))}
        </Box>
      ) : null}
    </Alert>
  );
}
