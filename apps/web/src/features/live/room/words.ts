import type { SvgIconComponent } from '@mui/icons-material';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import CelebrationRounded from '@mui/icons-material/CelebrationRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import SentimentVerySatisfiedRounded from '@mui/icons-material/SentimentVerySatisfiedRounded';
import ThumbUpRounded from '@mui/icons-material/ThumbUpRounded';
import { type Reaction, ROOM_CLOSE } from '@ye/contracts/live-room';

/** The preset reactions: what the child taps (an icon, so no emoji font is needed) and the host reads. */
export const REACTION_WORDS: Record<Reaction, { icon: SvgIconComponent; label: string }> = {
  clap: { icon: CelebrationRounded, label: 'Hooray' },
  heart: { icon: FavoriteRounded, label: 'Love it' },
  laugh: { icon: SentimentVerySatisfiedRounded, label: 'Funny' },
  wow: { icon: AutoAwesomeRounded, label: 'Wow' },
  thumbs_up: { icon: ThumbUpRounded, label: 'Yes!' },
};

/** Why the room closed, in words for a child. */
export function childClosedWords(code: number): { title: string; body: string } {
  switch (code) {
    case ROOM_CLOSE.ended:
      return { title: 'That’s all for today!', body: 'Thank you for joining. See you next time!' };
    case ROOM_CLOSE.notNow:
      return {
        title: 'It is not time yet',
        body: 'The room opens 10 minutes before the start. Come back a little later!',
      };
    case ROOM_CLOSE.removed:
      return { title: 'You have left the room', body: 'Your teacher asked you to leave the room.' };
    case ROOM_CLOSE.replaced:
      return { title: 'You are in another window', body: 'You opened this room in another window.' };
    case ROOM_CLOSE.forbidden:
      return {
        title: 'This room is not on your list',
        body: 'Ask your grown-up to sign you up for this session.',
      };
    case ROOM_CLOSE.notFound:
      return { title: 'We could not find this session', body: 'It may have been cancelled.' };
    case ROOM_CLOSE.unauthenticated:
      return { title: 'Please sign in again', body: 'Your sign-in has expired.' };
    default:
      return { title: 'The connection was lost', body: 'Please try again.' };
  }
}
