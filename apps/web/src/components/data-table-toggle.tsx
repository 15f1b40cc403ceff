import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId, useState } from 'react';

export interface DataTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/** A 'Show as table' button under a chart: the same data as a plain table, for everyone who prefers it. */
export function DataTableToggle({ caption, columns, rows }: DataTableProps) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <Box sx={{ mt: 1 }}>
      <Button
        size="small"
        startIcon={<TableChartOutlined />}
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? 'Hide the table' : 'Show as table'}
      </Button>
      <Box id={id} hidden={!shown}>
        {shown ? (
          <TableContainer sx={{ maxHeight: 360, mt: 1 }} tabIndex={0} aria-label={caption}>
            <Table size="small" stickyHeader>
              <caption style={{ captionSide: 'top', textAlign: 'left', padding: '4px 0' }}>{caption}</caption>
              <TableHead>
                <TableRow>
                  {columns.map((c) => (
                    <TableCell key={c} scope="col">
                      {c}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.join('|')}>
                    {row.map((cell, i) => (
                      <TableCell
                        key={columns[i]}
                        component={i === 0 ? 'th' : 'td'}
                        scope={i === 0 ? 'row' : undefined}
                      >
                        {cell}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
      </Box>
    </Box>
  );
}
