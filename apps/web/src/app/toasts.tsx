import 'react-toastify/ReactToastify.css';
import { Bounce, ToastContainer } from 'react-toastify/unstyled';

/**
 * The app's toasts: top-centre, one at a time, 5 s, paused on hover and on focus loss (spec sections
 * 2 and 9). Loaded with the library on the first toast (toast-on-demand.tsx; decision 054).
 */
export default function Toasts() {
  return (
    <ToastContainer
      position="top-center"
      limit={1}
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      closeOnClick
      newestOnTop
      transition={Bounce}
      theme="light"
    />
  );
}
