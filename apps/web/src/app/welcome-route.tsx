import WelcomePage from '../features/auth/pages/welcome-page.tsx';
import { AddChildDialog } from '../features/family/components/dashboard/add-child-dialog.tsx';

/**
 * The guided sign-up's page with the family's add-child dialog handed in: features never import each
 * other (decision 023), so the app, which knows both, puts them together (decision 040).
 */
export default function WelcomeRoute() {
  return <WelcomePage AddChildDialog={AddChildDialog} />;
}
