// Moved to the organizations module (decision 037), its one writer; kept for the seed's import.
export { memberships, organizations } from '../organizations/tables.ts';
