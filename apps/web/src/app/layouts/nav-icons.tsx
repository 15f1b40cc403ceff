import type { SvgIconComponent } from '@mui/icons-material';
import AssignmentTurnedInRounded from '@mui/icons-material/AssignmentTurnedInRounded';
import AutoStoriesRounded from '@mui/icons-material/AutoStoriesRounded';
import BookmarksRounded from '@mui/icons-material/BookmarksRounded';
import CorporateFareRounded from '@mui/icons-material/CorporateFareRounded';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import ForumRounded from '@mui/icons-material/ForumRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import LibraryBooksRounded from '@mui/icons-material/LibraryBooksRounded';
import LiveTvRounded from '@mui/icons-material/LiveTvRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import PolicyRounded from '@mui/icons-material/PolicyRounded';
import QuizRounded from '@mui/icons-material/QuizRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import SportsEsportsRounded from '@mui/icons-material/SportsEsportsRounded';
import ToggleOnRounded from '@mui/icons-material/ToggleOnRounded';
import WorkHistoryRounded from '@mui/icons-material/WorkHistoryRounded';
import WorkspacesRounded from '@mui/icons-material/WorkspacesRounded';

/**
 * The navigation's icons, by the name routes.tsx gives each page (`nav.icon`). They load with the
 * signed-in layout, not with every page: the routes table is part of the app's first download
 * (decision 054). A new page in the navigation adds its icon here.
 */
export const NAV_ICONS = {
  AssignmentTurnedInRounded,
  AutoStoriesRounded,
  BookmarksRounded,
  CorporateFareRounded,
  DashboardRounded,
  EmojiEventsRounded,
  EventRounded,
  ForumRounded,
  GroupsRounded,
  HomeRounded,
  InsightsRounded,
  LibraryBooksRounded,
  LiveTvRounded,
  PeopleAltRounded,
  PersonRounded,
  PolicyRounded,
  QuizRounded,
  SchoolRounded,
  SportsEsportsRounded,
  ToggleOnRounded,
  WorkHistoryRounded,
  WorkspacesRounded,
} satisfies Record<string, SvgIconComponent>;

export type NavIconName = keyof typeof NAV_ICONS;
