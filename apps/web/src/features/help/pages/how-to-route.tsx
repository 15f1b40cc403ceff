import { FlagGate } from '../../../components/flag-gate.tsx';
import HowToPage from './how-to-page.tsx';

/** /how-to behind the `how_to` flag (decision 032). */
export default function HowToRoute() {
  return (
    <FlagGate flag="howToFeatureFlagEnabled">
      <HowToPage />
    </FlagGate>
  );
}
