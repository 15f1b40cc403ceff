import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TestCardOutcome } from '@ye/contracts/billing';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { brandName, groupedNumber, OUTCOME_WORDS } from '../words.ts';

type TestCard = { number: string; brand: string; outcome: TestCardOutcome };

/**
 * The card numbers the test provider takes and what each does, with a button that puts the number in
 * the form. On a phone each row stacks (the header is kept for screen readers), so nothing scrolls
 * sideways.
 */
export function TestCardsTable({
  cards,
  onUse,
}: {
  cards: readonly TestCard[];
  onUse: (number: string) => void;
}) {
  return (
    <Table
      size="small"
      aria-label="Test cards"
      sx={(theme) => ({
        '& td, & th': { px: { xs: 0, sm: 1.5 } },
        [theme.breakpoints.down('sm')]: { '& thead': visuallyHidden },
        '& tbody tr': {
          display: { xs: 'grid', sm: 'table-row' },
          gridTemplateColumns: '1fr auto',
          columnGap: 1.5,
          py: { xs: 1.5, sm: 0 },
          borderBottomStyle: 'solid',
          borderBottomWidth: { xs: 1, sm: 0 },
          borderBottomColor: 'divider',
        },
        // Only the width changes with the screen: a responsive `borderBottom` shorthand would reset the
        // colour to the text's.
        '& tbody td': { borderBottomWidth: { xs: 0, sm: 1 }, py: { xs: 0.25, sm: 1.25 } },
      })}
    >
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Card number
          </TableCell>
          <TableCell component="th" scope="col">
            Brand
          </TableCell>
          <TableCell component="th" scope="col">
            What it does
          </TableCell>
          <TableCell component="th" scope="col">
            <span style={visuallyHidden}>Use</span>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {cards.map((card) => (
          <TableRow key={card.number}>
            <TableCell
              sx={{ fontFamily: 'monospace', fontSize: '1rem', fontWeight: 600, whiteSpace: 'nowrap' }}
            >
              {groupedNumber(card.number)}
            </TableCell>
            <TableCell sx={{ gridRow: { xs: 2 } }}>{brandName(card.brand)}</TableCell>
            <TableCell sx={{ gridRow: { xs: 3 }, gridColumn: { xs: '1 / -1' } }}>
              <Typography variant="body2">{OUTCOME_WORDS[card.outcome]}</Typography>
            </TableCell>
            <TableCell sx={{ gridRow: { xs: '1 / span 2' }, gridColumn: { xs: 2 }, alignSelf: 'center' }}>
              <Button
                size="small"
                variant="outlined"
                onClick={() => onUse(card.number)}
                aria-label={`Use card ${groupedNumber(card.number)}`}
              >
                Use
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
