import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { GAME_TYPE_LABELS } from '@ye/contracts/games';
import type { GamePlay } from '@ye/contracts/learning';
import { Link as RouterLink } from 'react-router';
import { Stars } from '../../../../components/course-map/stars.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { lessonPath } from '../../../../lib/paths.ts';

// Games live in missions; the lesson page puts the right words in the path if it is a chapter lesson.
const playPath = (p: GamePlay) => lessonPath('game', p.course_id, p.chapter_id, p.lesson_id);

function GameName({ play }: { play: GamePlay }) {
  return (
    <>
      <Link component={RouterLink} to={playPath(play)} sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>
        {play.lesson_title}
      </Link>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '1rem' }}>
        {GAME_TYPE_LABELS[play.game_type]}
      </Box>
    </>
  );
}

/** The plays as a table: game, course, stars, score and date. */
export function PlaysTable({ plays }: { plays: GamePlay[] }) {
  return (
    <TableContainer component={Paper} elevation={0} sx={{ border: 2, borderColor: 'grey.200' }}>
      <Table aria-labelledby="games-heading" sx={{ '& td, & th': { fontSize: '1.0625rem' } }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
              Game
            </TableCell>
            <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
              Course
            </TableCell>
            <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
              Stars
            </TableCell>
            <TableCell component="th" scope="col" sx={{ fontWeight: 700 }} align="right">
              Score
            </TableCell>
            <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
              Date
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {plays.map((play) => (
            <TableRow key={play.id}>
              <TableCell>
                <GameName play={play} />
              </TableCell>
              <TableCell>{play.course_title}</TableCell>
              <TableCell>
                <Stars stars={play.stars} size={22} />
              </TableCell>
              <TableCell align="right">{play.score}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(play.played_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** At 375 px a table would scroll sideways: each play is a small card instead. */
export function PlaysList({ plays }: { plays: GamePlay[] }) {
  return (
    <Box
      component="ul"
      aria-labelledby="games-heading"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
    >
      {plays.map((play) => (
        <Paper component="li" key={play.id} elevation={0} sx={{ p: 2, border: 2, borderColor: 'grey.200' }}>
          <GameName play={play} />
          <Typography sx={{ fontSize: '1rem', mt: 0.5 }}>{play.course_title}</Typography>
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, mt: 1 }}
          >
            <Stars stars={play.stars} size={22} />
            <Typography sx={{ fontSize: '1rem' }}>Score {play.score}</Typography>
            <Typography sx={{ fontSize: '1rem', color: 'text.secondary' }}>
              {formatDate(play.played_at)}
            </Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
