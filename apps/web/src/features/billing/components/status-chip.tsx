import Chip from '@mui/material/Chip';
import type { ProviderStatus } from '@ye/contracts/billing';
import { STATUS_CHIP } from '../words.ts';

/** The subscription's status as a small chip ("Free trial", "Payment due"...). */
export function StatusChip({ status }: { status: ProviderStatus }) {
  const { label, color } = STATUS_CHIP[status];
  return <Chip label={label} color={color} size="small" sx={{ fontWeight: 600 }} />;
}
