import Typography from '@mui/material/Typography';
import { COACH_MIN_AGE } from '@ye/contracts/coach';
import { POLICY_NOTICE_DAYS } from '@ye/contracts/consent';
import { CHILD_MAX_AGE, CHILD_MIN_AGE } from '@ye/contracts/family';
import { CHAT_MIN_AGE } from '@ye/contracts/live-room';
import { RETENTION } from '@ye/contracts/retention';
import { type Feature, useIsOn } from '../../../lib/features.ts';
import { LegalDocument, type LegalSection, SupportEmail } from '../components/legal-document.tsx';

/** The policy for the features that are on now (lib/features.ts): nothing about what is not there. */
const sections = (isOn: (feature: Feature) => boolean): LegalSection[] => [
  {
    id: 'who-we-are',
    title: 'Who we are and who this is for',
    body: (
      <>
        <Typography>
          Youth Enrichments is an online learning service with short courses on self-esteem, confidence,
          friendship, feelings and calm for children aged {CHILD_MIN_AGE} to {CHILD_MAX_AGE}. It is used by
          parents (or legal guardians), by their children and by instructors who write and run courses.
        </Typography>
        <Typography sx={{ mt: 1.5 }}>
          Children cannot sign themselves up. Only an adult can create an account, and that adult creates the
          logins for their children. A child is added only when they are {CHILD_MIN_AGE} to {CHILD_MAX_AGE}{' '}
          years old.
        </Typography>
      </>
    ),
  },
  {
    id: 'consent',
    title: 'Your consent as a parent',
    body: (
      <>
        <Typography>
          We collect nothing about a child until their parent has agreed, in three steps (the “email plus”
          method of the US children’s privacy rule, COPPA):
        </Typography>
        <ol>
          <li>
            you confirm your email address by opening the link we send you: until then you cannot add a child;
          </li>
          <li>
            you read what we collect about a child, why and who sees it in the form that adds a child, and
            agree with its button;
          </li>
          <li>
            we email you that notice at once, to your confirmed address, with how to refuse: removing the
            child deletes everything about them.
          </li>
        </ol>
        <Typography>
          We keep a record of each consent: how and when you gave it, and the version of this policy you
          agreed to. A child cannot sign in without it.
        </Typography>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <Typography>
          <strong>About a parent:</strong>
        </Typography>
        <ul>
          <li>your first and last name and your email address;</li>
          <li>
            your password, which we never store as you typed it: we keep only a one-way hash of it that cannot
            be turned back into the password;
          </li>
          {isOn('subscriptions') ? (
            <li>
              if you subscribe to the family membership: its plan, status, dates and receipts. Card details
              are handled by our payment provider, Stripe, not by us; we only show you a card's brand, last
              four digits and expiry, which we read from Stripe when you open your cards;
            </li>
          ) : null}
          <li>
            a profile picture, if you upload one: only you see it (and our staff when they help you with your
            account);
          </li>
          <li>that your email address is confirmed, and your consent for each child (see above);</li>
          <li>messages you send us through the contact form.</li>
        </ul>
        <Typography>
          <strong>About a child</strong> (only what you, the parent, enter, plus what the child does in the
          courses):
        </Typography>
        <ul>
          <li>a first name and a username you choose, and a password stored as a one-way hash;</li>
          <li>
            a birthday, only if you choose to give it, so we can suggest courses that suit their age; you can
            remove it at any time;
          </li>
          <li>an avatar, if you pick one: one of our drawings, never a photo;</li>
          <li>
            course progress: lessons, missions and levels started and finished, games played, certificates
            earned;
          </li>
          <li>answers to the self-esteem check-in survey and the score worked out from them;</li>
          <li>
            what they write in the courses: answers in lessons and quizzes, and, only if you turn boards on
            for them, posts on a course’s “Talk together” board;
          </li>
          <li>how much time they spend on the platform each day;</li>
          {isOn('webinars') ? (
            <li>
              live webinars: the ones you sign your child up for, and when your child joined and left one. In
              a webinar your child watches and listens. Their microphone (and camera, if the instructor asks)
              is turned on only when the instructor invites them to speak and they say yes, and goes off when
              their turn ends. Children aged {CHAT_MIN_AGE} or over (by the birthday you gave) can write short
              messages in the webinar’s chat: the instructor reads each one first, an approved one is shown to
              the others in the room with your child’s first name and initial, and messages are never stored.
              Younger children, and children without a birthday, have no chat. A recording of a webinar holds
              the instructor’s camera or screen and microphone.
            </li>
          ) : null}
        </ul>
        <Typography>
          We never ask a child for an email address, a phone number, a home address, a school or a photo of
          themselves. Children cannot message each other privately. Boards are off for every child until their
          parent turns them on: then other children in the course can see the answers your child posts to an
          instructor’s question on “Talk together”, under a display name you approve (not necessarily their
          first name), once the instructor has read and approved each one.
        </Typography>
        <Typography sx={{ mt: 1.5 }}>
          <strong>About an instructor:</strong> name, email, password hash, profile details they add, and the
          courses{isOn('webinars') ? ', webinars' : ''}
          {isOn('cohorts') ? ' and cohorts' : ''} they create.
        </Typography>
        <Typography sx={{ mt: 1.5 }}>
          <strong>Technical data:</strong> to keep you signed in we store sign-in tokens in your browser. When
          a sign-in fails we keep the name typed and the IP address for {RETENTION.signInAttemptsDays} days,
          to slow down password guessing. We use no advertising or tracking cookies, no analytics and no
          third-party trackers, and our fonts are served by us.
        </Typography>
      </>
    ),
  },
  {
    id: 'why',
    title: 'Why we collect it',
    body: (
      <ul>
        <li>To run the accounts: signing in, knowing which children belong to which parent.</li>
        <li>
          To teach: remembering where a child got to, unlocking the next mission, awarding certificates.
        </li>
        <li>
          To show parents how their child is doing: the dashboard of courses, time spent and self-esteem
          check-ins.
        </li>
        <li>
          To let instructors see how the children enrolled in their courses are progressing, so they can
          improve them.
        </li>
        <li>
          {isOn('subscriptions') ? 'To take payment for the membership and to answer' : 'To answer'} your
          messages.
        </li>
        <li>To keep the service safe: preventing abuse, fixing faults, limiting repeated wrong passwords.</li>
      </ul>
    ),
  },
  {
    id: 'who-sees-it',
    title: 'Who can see it',
    body: (
      <>
        <ul>
          <li>
            <strong>You, the parent,</strong> see everything about your own children: their profile, progress,
            time spent and survey results.
          </li>
          <li>
            <strong>Instructors</strong> see only the progress of children enrolled in their own courses, and
            summaries across a course{isOn('cohorts') ? ' or cohort' : ''}. They do not see a child’s
            birthday, password or their parent’s contact details. Self-esteem survey results reach them only
            as figures for groups of five or more children, never one child’s. Any note an instructor writes
            to your child you can read on your child’s page.
          </li>
          <li>
            <strong>Other parents</strong> see nothing about your child. <strong>Other children</strong> see
            nothing either, unless you turn boards on for your child: then they see the answers your child
            posts on a course’s “Talk together” board, under the display name you approved, once the
            instructor has approved each one.
            {isOn('webinars')
              ? ' In a webinar, the others in the room see the chat messages of your child that the instructor approved, with their first name and initial.'
              : null}{' '}
            There are no public profiles, no leaderboards with names and no private messages between children.
          </li>
          <li>
            <strong>Our staff</strong> can look at an account only to help you when you ask, or to keep the
            service secure; every such access is recorded.
          </li>
          <li>
            <strong>Service providers</strong> who run parts of the service for us (hosting, email delivery
            {isOn('subscriptions')
              ? ', payments through Stripe, which receives only the paying parent’s details'
              : ''}
            ) process data only on our instructions and only what they need. None of them receives anything
            about a child, except the reflection helper below when you turn it on.
          </li>
          <li>
            <strong>The reflection helper</strong> is off unless the service you use offers one and you turn
            it on for your child (aged {COACH_MIN_AGE} or more). Then, after a lesson, your child may answer
            three short questions, and each answer goes to the computer helper the service chose, with the
            lesson’s title, so it can write a short reply. Schools, places, addresses, phone numbers, emails
            and links are hidden before it reads an answer; we do not send it your child’s name, age or
            earlier reflections, and words that suggest your child may be in danger never reach it. You can
            read every reflection and delete them all on your child’s page.
          </li>
          <li>
            <strong>Sentry</strong>, our error monitoring, receives a report when something breaks on our
            server or in a parent’s or instructor’s browser: what failed and where. We remove names, account
            ids, email and IP addresses, what was typed, headers and cookies before a report leaves, and
            nothing at all is sent from your child’s pages.
          </li>
        </ul>
        <Typography>We share data with public authorities only when the law requires us to.</Typography>
      </>
    ),
  },
  {
    id: 'no-ads',
    title: 'No advertising, no selling',
    body: (
      <Typography>
        We do not show adverts, we do not sell or rent personal data, and we do not use children’s data to
        build marketing profiles. We do not use it to train anyone else’s products either.{' '}
        {isOn('subscriptions') ? 'The service is paid for by family memberships, not by data.' : null}
      </Typography>
    ),
  },
  {
    id: 'parental-rights',
    title: 'Your rights as a parent',
    body: (
      <>
        <Typography>
          You stay in control of your child’s data. From your child’s page in your account you can:
        </Typography>
        <ul>
          <li>
            <strong>view</strong> everything we hold about them;
          </li>
          <li>
            <strong>export</strong> it as a file you can keep: every record that refers to your child;
          </li>
          <li>
            <strong>correct</strong> their name, username, birthday or avatar, or remove the birthday;
          </li>
          <li>
            <strong>delete</strong> the child and all of their data, which also withdraws your consent.
          </li>
        </ul>
        <Typography>
          You can also delete your own account from My account (we ask for your password again), which deletes
          your children’s accounts with it. If you would rather we do any of this for you, or you want to ask
          what we hold, object to how we use it, or stop us collecting more, write to <SupportEmail />. We
          answer within 30 days and we may ask you to confirm who you are first. If you are unhappy with our
          answer you can also complain to your local data protection authority.
        </Typography>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <>
        <Typography>
          We keep an account’s data while the account exists. Some records go sooner, deleted by jobs that run
          every day:
        </Typography>
        <ul>
          <li>failed sign-in attempts after {RETENTION.signInAttemptsDays} days;</li>
          <li>
            board posts that were held back (for example because they seemed to contain a phone number or an
            address) or not approved after {RETENTION.heldPostsDays} days;
          </li>
          <li>messages to support after {RETENTION.supportMessagesDays} days;</li>
          <li>
            answers to game questions (which question, whether it was right, when; we learn from them how hard
            each question is) after {RETENTION.gameAnswersDays} days;
          </li>
          <li>
            the record of which courses learned suggestions showed (kept only while learned suggestions are
            on) after {RETENTION.recommendationChoicesDays} days;
          </li>
          {isOn('webinars') ? (
            <li>recordings of live sessions {RETENTION.recordingsDays} days after the session;</li>
          ) : null}
          <li>
            the record of actions on an account (who did what, when) after {RETENTION.auditMonths} months.
          </li>
        </ul>
        <ul>
          <li>
            If nobody in a family signs in for {RETENTION.inactiveWarnMonths} months, we email the parent; if
            still nobody signs in, we delete the family’s accounts at {RETENTION.inactiveDeleteMonths} months,
            never less than {RETENTION.inactiveNoticeDays} days after the email. Signing in once keeps them.
          </li>
          <li>
            When you delete a child or your account, the data is removed from the service at once, and the
            record of actions keeps no name, username or email of the deleted accounts.
          </li>
          <li>
            Our backups are overwritten after {RETENTION.backupsDays} days, so deleted data leaves them within{' '}
            {RETENTION.backupsDays} days; until then they are never used except to restore the service.
          </li>
          {isOn('subscriptions') ? (
            <li>
              Invoices for payments are kept by Stripe for as long as the law requires; they contain no data
              about children.
            </li>
          ) : null}
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <ul>
        <li>Passwords are stored only as strong one-way hashes.</li>
        <li>Every connection to the service is encrypted in transit (HTTPS).</li>
        <li>Sign-in sessions expire and repeated wrong passwords are slowed down and blocked.</li>
        <li>Access by our staff is limited to the people who need it and is recorded.</li>
        <li>
          If a breach ever puts your data at risk, we will tell you and the relevant authority without undue
          delay.
        </li>
      </ul>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <Typography>
        Each version of this policy has a name, shown at the top. When we change it, we email every parent at
        least {POLICY_NOTICE_DAYS} days before the new version takes effect, with what changes. From that day,
        the next time you sign in we ask you to agree to it for your children’s accounts; if you do not, you
        can remove a child or delete your account instead.
      </Typography>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <Typography>
        Questions about your data or this policy: <SupportEmail />.
      </Typography>
    ),
  },
];

export default function PrivacyPage() {
  // Cohorts follow the session's `cohort` flag (decision 039).
  const isOn = useIsOn();
  return (
    <LegalDocument
      title="Privacy policy"
      intro={
        <Typography>
          This policy explains, in plain words, what we collect about parents, children and instructors, why,
          who can see it, and how you stay in control. We built the service to collect as little as possible
          about children, in the spirit of children’s privacy laws such as COPPA in the United States and the
          GDPR’s rules for children in Europe and the UK.
        </Typography>
      }
      sections={sections(isOn)}
    />
  );
}
